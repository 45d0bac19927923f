import { Alert, Box, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ROLE_LABELS } from '../../dashboard/texts';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { COMMON, TENANTS } from '../texts';

/** The users of the tenant on its page, read-only: the superadmin never sees or sets a password. */
export function TenantUsers() {
  const tenant = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const users = useQuery({ queryKey: ['tenants', tenant?.id, 'users'], queryFn: () => dataProvider.tenantUsers(String(tenant?.id)), enabled: !!tenant });
  return (
    <Card variant="outlined" sx={{ m: 2 }} data-testid="tenant-users">
      <CardContent>
        <Typography variant="h6" component="h3">
          {TENANTS.users}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TENANTS.passwordNote}
        </Typography>
        {users.isError && <Alert severity="error">{TENANTS.usersLoadFailed}</Alert>}
        {users.isPending && <Skeleton height={48} />}
        {users.data?.length === 0 && <Typography sx={{ mt: 2 }}>{TENANTS.noUsers}</Typography>}
        <List dense>
          {users.data?.map((user) => (
            <ListItem key={user.id} disableGutters divider>
              <ListItemText primary={`${user.firstName} ${user.lastName}`} secondary={user.email} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
              <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
                <Chip size="small" label={ROLE_LABELS[user.role]} />
                {!user.isActive && <Chip size="small" variant="outlined" label={COMMON.inactive} />}
              </Box>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
