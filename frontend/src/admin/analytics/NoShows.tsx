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
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { formatLanguage, formatNumber } from '../../lib/format';
import type { NoShowsRow, PortiepuntDataProvider } from '../providers/data-provider';
import { downloadBlob } from './csv';

type Field = 'name' | 'reservations' | 'pickedUp' | 'noShows' | 'lateCancellations';
const COUNTS: Exclude<Field, 'name'>[] = ['reservations', 'pickedUp', 'noShows', 'lateCancellations'];
const COLUMNS: Field[] = ['name', ...COUNTS];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A local day (the organisation's days are Belgian ones, as the API counts them). */
const localDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

function sorted(rows: NoShowsRow[], field: Field, order: 'asc' | 'desc'): NoShowsRow[] {
  const collator = new Intl.Collator(formatLanguage(), { sensitivity: 'base', numeric: true });
  const byName = (a: NoShowsRow, b: NoShowsRow) => collator.compare(a.name, b.name);
  const compare = field === 'name' ? byName : (a: NoShowsRow, b: NoShowsRow) => a[field] - b[field] || byName(a, b);
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compare(a, b));
}

/**
 * "Niet opgehaald per persoon": for the admin only (the API refuses everyone else), per person the reservations of a
 * period and what became of them, sortable, with the CSV the API makes.
 */
export function NoShows({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const today = localDay(new Date());
  const [from, setFrom] = useState(() => localDay(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(today);
  const [sort, setSort] = useState<{ field: Field; order: 'asc' | 'desc' }>({ field: 'name', order: 'asc' });
  const validPeriod = Boolean(from && to && from <= to);
  const rows = useQuery({
    queryKey: ['stats', tenantId, 'no-shows', from, to],
    queryFn: () => dataProvider.noShows(from, to),
    enabled: validPeriod,
    // Passing end times turn open reservations into no-shows without a live event.
    staleTime: 0,
  });
  const download = useMutation({
    mutationFn: async () => {
      const { fileName, blob } = await dataProvider.noShowsCsv(from, to);
      downloadBlob(fileName, blob);
    },
  });
  const sortBy = (field: Field) =>
    setSort((current) =>
      current.field === field
        ? { field, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: field === 'name' ? 'asc' : 'desc' },
    );
  const data = rows.data ? sorted(rows.data, sort.field, sort.order) : [];
  const header = (field: Field) => (
    <TableCell
      key={field}
      align={field === 'name' ? 'left' : 'right'}
      sortDirection={sort.field === field ? sort.order : false}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : 'asc'} onClick={() => sortBy(field)}>
        {t(`noShows.columns.${field}`)}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('noShows.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {t('noShows.intro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            type="date"
            size="small"
            label={t('noShows.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today } }}
            sx={{ width: { xs: '100%', sm: 190 }, m: 0 }}
          />
          <TextField
            type="date"
            size="small"
            label={t('noShows.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(from && to) && !validPeriod}
            helperText={Boolean(from && to) && !validPeriod ? t('noShows.toBeforeFrom') : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
            sx={{ width: { xs: '100%', sm: 190 }, m: 0 }}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate()}
            disabled={!validPeriod || download.isPending}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('noShows.exportCsv')}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('noShows.rules')}
        </Typography>
        {(rows.isError || download.isError) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(rows.isError ? 'noShows.loadFailed' : 'noShows.downloadFailed')}
          </Alert>
        )}
        {rows.isSuccess && data.length === 0 && (
          <Alert severity="info" data-testid="no-shows-empty">
            {t('noShows.empty')}
          </Alert>
        )}
        {rows.isSuccess && data.length > 0 && (
          // On a phone the table scrolls sideways inside its card: focusable, so that the keyboard can scroll it too.
          <TableContainer tabIndex={0} role="region" aria-label={t('noShows.tableLabel')} sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="no-shows-table">
              <TableHead>
                <TableRow>{COLUMNS.map(header)}</TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.userId}>
                    <TableCell component="th" scope="row">
                      {row.name}
                    </TableCell>
                    {COUNTS.map((field) => (
                      <TableCell key={field} align="right">
                        {formatNumber(row[field])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
