import { Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';

/**
 * The domains the tenant claimed for its organisation sign-in. A domain routes sign-ins once verified; where the
 * tenant's IT cannot add the TXT record, the superadmin approves it here (after checking by other means).
 */
export function SsoDomainsPanel() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const tenantId = String(record?.id ?? '');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const configuration = useQuery({
    queryKey: ['tenants', tenantId, 'sso'],
    queryFn: () => dataProvider.tenantSsoConfiguration(tenantId),
    enabled: tenantId !== '',
  });
  const approve = useMutation({
    mutationFn: (domain: string) => dataProvider.approveSsoDomain(tenantId, domain),
    onSuccess: (status) => {
      void configuration.refetch();
      notify(t('ssoDomains.approved', { domain: status.domain }), { type: 'success' });
    },
    onError: (error) => notify(failureMessage(t('ssoDomains.failedTitle'), error), { type: 'error' }),
  });
  const domains = configuration.data?.domainStatus ?? [];

  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mt: 2 }} data-testid="sso-domains">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('ssoDomains.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {domains.length > 0 ? t('ssoDomains.intro') : t('ssoDomains.none')}
        </Typography>
        <List dense disablePadding>
          {domains.map(({ domain, status }) => (
            <ListItem key={domain} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={domain} />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {status === 'verified' ? (
                  <Chip size="small" color="success" label={t('sso.domainVerified')} />
                ) : (
                  <>
                    <Chip size="small" color="warning" variant="outlined" label={t('sso.domainPending')} />
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={approve.isPending}
                      onClick={() => approve.mutate(domain)}
                      aria-label={`${t('ssoDomains.approve')} ${domain}`}
                    >
                      {t('ssoDomains.approve')}
                    </Button>
                  </>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
