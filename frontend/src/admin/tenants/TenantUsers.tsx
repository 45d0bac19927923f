import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { PortiepuntDataProvider, TenantUser } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../shared/i18n';

/** The users of the tenant on its page: the superadmin never sees or sets a password, but can mail a reset link. */
export function TenantUsers() {
  const { t } = useTranslation('admin');
  const roleName = useRoleName();
  const tenant = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const reset = useMutation({
    mutationFn: (user: TenantUser) => dataProvider.sendPasswordReset(user.id),
    onSuccess: (_, user) => notify(t('tenants.resetSent', { email: user.email }), { type: 'success' }),
    onError: (error) => notify(failureMessage(t('tenants.resetFailedTitle'), error), { type: 'error', multiLine: true }),
  });
  const users = useQuery({
    queryKey: ['tenants', tenant?.id, 'users'],
    queryFn: () => dataProvider.tenantUsers(String(tenant?.id)),
    enabled: !!tenant,
  });
  return (
    <Card variant="outlined" sx={{ m: 2 }} data-testid="tenant-users">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('tenants.users')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tenants.passwordNote')}
        </Typography>
        {users.isError && <Alert severity="error">{t('tenants.usersLoadFailed')}</Alert>}
        {users.isPending && <Skeleton height={48} />}
        {users.data?.length === 0 && <Typography sx={{ mt: 2 }}>{t('tenants.noUsers')}</Typography>}
        <List dense>
          {users.data?.map((user) => (
            <ListItem key={user.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {/* On a phone the role and the reset button move under the name rather than squeeze it. */}
              <ListItemText
                primary={`${user.firstName} ${user.lastName}`}
                secondary={user.email}
                sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}>
                <Chip size="small" label={roleName(user.role)} />
                {!user.isActive && <Chip size="small" variant="outlined" label={t('common.inactive')} />}
                {user.isActive && (
                  <Button
                    size="small"
                    startIcon={<LockResetIcon />}
                    aria-label={t('tenants.sendResetLabel', { name: `${user.firstName} ${user.lastName}` })}
                    disabled={reset.isPending}
                    onClick={() => reset.mutate(user)}
                  >
                    {t('tenants.sendReset')}
                  </Button>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
