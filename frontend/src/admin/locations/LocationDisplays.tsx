import TvIcon from '@mui/icons-material/Tv';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { SecretDialog } from '../shared/SecretDialog';
import { useTranslation } from 'react-i18next';

/** The location's links for a screen at the entrance: make one (its URL is shown once), see them, revoke them. */
export function LocationDisplays() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  const locationId = String(record?.id ?? '');
  const queryKey = ['locations', locationId, 'displays'];
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const links = useQuery({ queryKey, queryFn: () => dataProvider.displayLinks(locationId), enabled: locationId !== '' });
  const refresh = () => void client.invalidateQueries({ queryKey });
  const create = useMutation({
    mutationFn: () => dataProvider.createDisplayLink(locationId),
    onSuccess: (link) => {
      setCreatedUrl(link.url);
      refresh();
    },
    onError: () => notify(t('displayLinks.createFailed'), { type: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => dataProvider.revokeDisplayLink(locationId, id),
    onSuccess: () => notify(t('displayLinks.revoked'), { type: 'success' }),
    onError: () => notify(t('displayLinks.revokeFailed'), { type: 'error' }),
    onSettled: () => {
      setRevoking(null);
      refresh();
    },
  });
  if (!record) return null;
  return (
    <Box component="section" sx={{ p: 2, borderTop: 1, borderColor: 'divider', maxWidth: 720 }} data-testid="location-displays">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('displayLinks.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('displayLinks.intro')}
      </Typography>
      <Button variant="outlined" startIcon={<TvIcon />} disabled={create.isPending} onClick={() => create.mutate()}>
        {t('displayLinks.create')}
      </Button>
      {links.isError && <Typography color="error">{t('displayLinks.loadFailed')}</Typography>}
      {links.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('displayLinks.empty')}
        </Typography>
      )}
      {links.data && links.data.length > 0 && (
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('displayLinks.createdAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {links.data.map((link) => (
              <TableRow key={link.id} data-testid="display-link">
                <TableCell>{formatDateTime(link.createdAt)}</TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => setRevoking(link.id)}>
                    {t('displayLinks.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <SecretDialog
        secret={createdUrl}
        title={t('displayLinks.created')}
        texts={{ once: t('displayLinks.once'), label: t('displayLinks.label') }}
        onDone={() => setCreatedUrl(null)}
      />
      <Confirm
        isOpen={revoking !== null}
        loading={revoke.isPending}
        title={t('displayLinks.revokeTitle')}
        content={t('displayLinks.revokeContent')}
        confirm={t('displayLinks.revoke')}
        confirmColor="warning"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
