import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { formatCents, parsePriceCents } from '../../lib/format';
import { downloadBlob } from '../analytics/csv';
import type { MonthlySettlement, PortiepuntDataProvider } from '../providers/data-provider';
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

/** The figures' columns, by their catalogue keys under settlement.columns. */
const AMOUNT_COLUMNS = ['portions', 'total', 'paidOnline', 'open'] as const;
/** On a phone the total (paid online plus open) gives way, so that what is still open stays in sight. */
const phoneHides = (column: (typeof AMOUNT_COLUMNS)[number]) => (column === 'total' ? { display: { xs: 'none', sm: 'table-cell' } } : {});
const AMOUNT_OF = ['total', 'paidOnline', 'open'] as const;

/** A month's settlement on screen: per person what was picked up, paid online and still open, and the totals. */
function SettlementTable({ settlement }: { settlement: MonthlySettlement }) {
  const { t } = useTranslation('admin');
  if (settlement.lines.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="settlement-empty">
        {t('settlement.empty')}
      </Alert>
    );
  }
  const amounts = (row: { totalCents: number; paidOnlineCents: number; openCents: number }) =>
    [row.totalCents, row.paidOnlineCents, row.openCents].map(formatCents);
  return (
    // Should it still not fit, the table scrolls sideways inside its card: focusable, so that the keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={t('settlement.tableLabel')} sx={{ mt: 2, overflowX: 'auto' }}>
      {/* Narrow padding on a phone, so that the open amount fits without scrolling. */}
      <Table size="small" data-testid="settlement-table" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('settlement.person')}</TableCell>
            {AMOUNT_COLUMNS.map((column) => (
              <TableCell key={column} align="right" sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, ...phoneHides(column) }}>
                {t(`settlement.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {settlement.lines.map((line) => (
            <TableRow key={line.userId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {line.firstName} {line.lastName}
                {line.employeeNumber && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
                    {t('settlement.employeeNumber', { number: line.employeeNumber })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{line.portions}</TableCell>
              {amounts(line).map((amount, index) => (
                <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap', ...phoneHides(AMOUNT_OF[index]) }}>
                  {amount}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell>{t('settlement.totalRow')}</TableCell>
            <TableCell align="right">{settlement.portions}</TableCell>
            {amounts(settlement).map((amount, index) => (
              <TableCell
                key={index}
                align="right"
                sx={{ whiteSpace: 'nowrap', ...phoneHides(AMOUNT_OF[index]) }}
                data-testid={index === 2 ? 'settlement-open-total' : undefined}
              >
                {amount}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SettlementCard({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const [month, setMonth] = useState(thisMonth);
  const validMonth = /^\d{4}-\d{2}$/.test(month);
  const settlement = useQuery({
    queryKey: ['settlement', tenantId, month],
    queryFn: () => dataProvider.settlement(month),
    enabled: validMonth,
  });
  const download = useMutation({
    mutationFn: async (file: 'settlement' | 'payroll') => {
      const { fileName, blob } = await (file === 'payroll' ? dataProvider.payrollCsv(month) : dataProvider.settlementCsv(month));
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
        <TextField
          type="month"
          label={t('settlement.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 }, m: 0 }}
        />
        {settlement.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('settlement.settlementLoadFailed')}
          </Alert>
        )}
        {settlement.isSuccess && <SettlementTable settlement={settlement.data} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!validMonth || download.isPending}
            onClick={() => download.mutate('settlement')}
            sx={{ minHeight: 48 }}
          >
            {t('settlement.download')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!validMonth || download.isPending}
            onClick={() => download.mutate('payroll')}
            sx={{ minHeight: 48 }}
          >
            {t('settlement.downloadPayroll')}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {t('settlement.payrollHint')}
        </Typography>
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
      <SettlementCard tenantId={tenantId} />
    </Box>
  );
}
