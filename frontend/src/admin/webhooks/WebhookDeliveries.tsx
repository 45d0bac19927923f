import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { useTranslation } from 'react-i18next';

/** The endpoint's last 50 deliveries, with a resend button for each. */
export function WebhookDeliveries() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  const id = String(record?.id ?? '');
  const deliveries = useQuery({
    queryKey: ['webhooks', id, 'deliveries'],
    queryFn: () => dataProvider.webhookDeliveries(id),
    enabled: id !== '',
  });
  const resend = useMutation({
    mutationFn: (deliveryId: string) => dataProvider.resendWebhookDelivery(id, deliveryId),
    onSuccess: () => {
      notify(t('webhooks.resent'), { type: 'success' });
      void client.invalidateQueries({ queryKey: ['webhooks', id, 'deliveries'] });
    },
    onError: () => notify(t('webhooks.resendFailed'), { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Box component="section" sx={{ p: 2, borderTop: 1, borderColor: 'divider', overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('webhooks.deliveries')}
      </Typography>
      {deliveries.data?.length === 0 && <Typography color="text.secondary">{t('webhooks.noDeliveries')}</Typography>}
      {deliveries.isError && <Typography color="error">{t('webhooks.deliveriesFailed')}</Typography>}
      {deliveries.data && deliveries.data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.event')}</TableCell>
              <TableCell>{t('webhooks.status')}</TableCell>
              <TableCell>{t('webhooks.attempts')}</TableCell>
              <TableCell>{t('webhooks.lastError')}</TableCell>
              <TableCell>{t('webhooks.createdAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.data.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>{delivery.eventType}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`webhooks.statusLabels.${delivery.status}`)}
                    color={delivery.status === 'sent' ? 'success' : delivery.status === 'failed' ? 'error' : 'default'}
                  />
                </TableCell>
                <TableCell>{delivery.attempts}</TableCell>
                <TableCell>{delivery.lastError ?? ''}</TableCell>
                <TableCell>{formatDateTime(delivery.createdAt)}</TableCell>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate(delivery.id)}>
                      {t('webhooks.resend')}
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
