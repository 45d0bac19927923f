import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { useTranslation } from 'react-i18next';

const NONE = 'none';

/** Which partner earns commission on this customer; the superadmin sets or clears it, and sees who changed it when. */
export function AttributionPanel() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const tenantId = String(record?.id ?? '');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const partners = useGetList('partners', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'company', order: 'ASC' } });
  const attribution = useQuery({
    queryKey: ['tenants', tenantId, 'attribution'],
    queryFn: () => dataProvider.attribution(tenantId),
    enabled: tenantId !== '',
  });
  const [choice, setChoice] = useState(NONE);
  useEffect(() => setChoice(attribution.data?.partnerId ?? NONE), [attribution.data?.partnerId]);
  const save = useMutation({
    mutationFn: () => dataProvider.setAttribution(tenantId, choice === NONE ? null : choice),
    onSuccess: () => {
      void attribution.refetch();
      notify(t('attribution.saved'), { type: 'success' });
    },
    onError: (error) => notify(failureMessage(t('attribution.failedTitle'), error), { type: 'error' }),
  });
  const name = (id: string | null) => (id ? (partners.data?.find((partner) => partner.id === id)?.company ?? id) : t('attribution.none'));

  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mt: 2 }} data-testid="attribution">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('attribution.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('attribution.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MuiTextField
            select
            size="small"
            label={t('attribution.partner')}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value={NONE}>{t('attribution.none')}</MenuItem>
            {partners.data?.map((partner) => (
              <MenuItem key={partner.id} value={String(partner.id)}>
                {partner.company}
              </MenuItem>
            ))}
          </MuiTextField>
          <Button
            variant="contained"
            disabled={save.isPending || choice === (attribution.data?.partnerId ?? NONE)}
            onClick={() => save.mutate()}
          >
            {t('attribution.save')}
          </Button>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          {t('attribution.history')}
        </Typography>
        {attribution.data && attribution.data.history.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('attribution.noHistory')}
          </Typography>
        ) : (
          <List dense>
            {attribution.data?.history.map((change) => (
              <ListItem key={`${change.changedAt}-${change.toPartnerId}`} disableGutters>
                <ListItemText
                  primary={t('attribution.entry', { from: name(change.fromPartnerId), to: name(change.toPartnerId) })}
                  secondary={`${change.changedBy.name}, ${formatDateTime(change.changedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
