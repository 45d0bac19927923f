import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { formatCents, parsePriceCents } from '../../lib/format';
import { downloadBlob } from '../analytics/csv';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useRevealFirstProblem } from '../../ui/form-errors';
import { useTranslation } from 'react-i18next';

const PRICE_FIELD = 'default-price-input';

const toEuroText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

/** This month in Amsterdam as YYYY-MM, the default of the month field. */
const thisMonth = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).format(new Date());

function DefaultPriceCard({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const settings = useQuery({ queryKey: ['settings', tenantId], queryFn: () => dataProvider.settings() });
  const [price, setPrice] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const problems = invalid ? [{ id: PRICE_FIELD, message: t('settlement.priceInvalid') }] : [];
  useRevealFirstProblem(attempt, problems);
  const save = useMutation({
    mutationFn: (cents: number | null) => dataProvider.updateSettings({ defaultPriceCents: cents }),
    onSuccess: (saved) => {
      client.setQueryData(['settings', tenantId], saved);
      setPrice(null);
      notify(t('settlement.priceSaved'), { type: 'success' });
    },
    onError: () => notify(t('settlement.priceFailed'), { type: 'error' }),
  });
  const current = settings.data?.defaultPriceCents ?? null;
  const value = price ?? toEuroText(current);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parsePriceCents(value);
    setInvalid(Number.isNaN(cents));
    setAttempt((count) => count + 1);
    if (!Number.isNaN(cents)) save.mutate(cents);
  }

  return (
    <Card variant="outlined">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h3">
          {t('settlement.priceTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {t('settlement.priceIntro')}
        </Typography>
        {settings.isError && <Alert severity="error">{t('settlement.loadFailed')}</Alert>}
        {settings.isSuccess && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 2 }} data-testid="default-price">
              {current === null ? t('settlement.none') : t('settlement.current', { price: formatCents(current) })}
            </Typography>
            <Box sx={{ mb: problems.length > 0 ? 2 : 0 }}>
              <ErrorSummary title={t('settlement.fixField')} problems={problems} attempt={attempt} />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
              <TextField
                id={PRICE_FIELD}
                label={t('settlement.priceLabel')}
                value={value}
                onChange={(event) => setPrice(event.target.value)}
                error={invalid}
                helperText={invalid ? t('settlement.priceInvalid') : t('settlement.priceHelp')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: { xs: '100%', sm: 260 }, m: 0 }}
              />
              <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 48 }}>
                {t('settlement.priceSave')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SettlementCard() {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const [month, setMonth] = useState(thisMonth);
  const download = useMutation({
    mutationFn: async () => {
      const { fileName, blob } = await dataProvider.settlementCsv(month);
      downloadBlob(fileName, blob);
    },
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('settlement.settlementTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {t('settlement.settlementIntro')}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('settlement.downloadFailed')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="month"
            label={t('settlement.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 220 }, m: 0 }}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!month || download.isPending}
            onClick={() => download.mutate()}
            sx={{ minHeight: 48 }}
          >
            {t('settlement.download')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The admin sets the tenant's default price and downloads a month's settlement. */
export function SettlementPage({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 760 }}>
      <Title title={t('settlement.title')} />
      <DefaultPriceCard tenantId={tenantId} />
      <SettlementCard />
    </Box>
  );
}
