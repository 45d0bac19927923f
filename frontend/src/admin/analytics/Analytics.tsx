import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { formatAmount, formatDay, formatNumber } from '../../lib/format';
import type { AdminKey, AdminT } from '../shared/i18n';
import type { PortiepuntDataProvider, StatsRow } from '../providers/data-provider';
import { BarChart, type ChartRow } from './BarChart';
import { downloadCsv, toCsv } from './csv';
import { useTranslation } from 'react-i18next';

export const WEEKS = 12;
export const DAYS = 30;

type View = 'day' | 'week' | 'location';

type Row = StatsRow & { key: string; label: string };

const INTRO: Record<View, AdminKey> = { day: 'analytics.introDay', week: 'analytics.introWeek', location: 'analytics.introLocation' };
const ROW_NAME: Record<View, AdminKey> = { day: 'analytics.day', week: 'analytics.week', location: 'analytics.locationColumn' };

/** The columns of the table and of its CSV export: both show the same formatted values. */
function columns(t: AdminT, withMoney: boolean): { header: string; cell: (row: Row) => string }[] {
  return [
    { header: t('analytics.offered'), cell: (row) => formatNumber(row.offered) },
    { header: t('analytics.reserved'), cell: (row) => formatNumber(row.reserved) },
    { header: t('analytics.pickedUp'), cell: (row) => formatNumber(row.pickedUp) },
    { header: t('analytics.noShows'), cell: (row) => formatNumber(row.noShows) },
    { header: t('analytics.wasteReduction'), cell: (row) => formatNumber(row.wasteReduction) },
    { header: t('analytics.co2eKg'), cell: (row) => formatNumber(row.co2eKg) },
    ...(withMoney ? [{ header: t('analytics.moneySaved'), cell: (row: Row) => formatAmount(row.moneySavedCents) }] : []),
  ];
}

/** Per day, per week or per location, for all locations or one: a chart, a table and the table as CSV. */
export function Analytics({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const [view, setView] = useState<View>('week');
  const [locationId, setLocationId] = useState('');
  const locations = useQuery({ queryKey: ['stats', tenantId, 'locations'], queryFn: () => dataProvider.locationStats() });
  const rows = useQuery({
    // Read again whenever shown: passing end times turn open reservations into no-shows without a live event.
    staleTime: 0,
    // The labels are dates in the interface's language.
    queryKey: ['stats', tenantId, view, locationId, i18n.language],
    queryFn: async (): Promise<Row[]> => {
      if (view === 'location') return (await dataProvider.locationStats()).map((row) => ({ ...row, key: row.locationId, label: row.name }));
      if (view === 'day')
        return (await dataProvider.dailyStats(DAYS, locationId || undefined)).map((row) => ({
          ...row,
          key: row.day,
          label: formatDay(row.day),
        }));
      return (await dataProvider.weeklyStats(WEEKS, locationId || undefined)).map((row) => ({
        ...row,
        key: row.weekStart,
        label: formatDay(row.weekStart),
      }));
    },
  });
  const data = rows.data ?? [];
  const empty = rows.isSuccess && data.every((row) => row.offered === 0);
  const table = columns(
    t,
    data.some((row) => row.moneySavedCents > 0),
  );
  // Newest first in the table; the chart reads left to right, oldest first.
  const tableRows = view === 'location' ? data : [...data].reverse();
  const header = [t(ROW_NAME[view]), ...table.map((column) => column.header)];
  const body = tableRows.map((row) => [row.label, ...table.map((column) => column.cell(row))]);
  const locationName = locations.data?.find((location) => location.locationId === locationId)?.name;

  function exportCsv() {
    const location = view !== 'location' && locationName ? `-${locationName}` : '';
    // A day or week as its ISO date, with the year (the table's short label has none).
    const csvBody = tableRows.map((row, i) => [view === 'location' ? row.label : row.key, ...body[i].slice(1)]);
    downloadCsv(`${t(`analytics.fileNames.${view}`)}${location}.csv`, toCsv([header, ...csvBody]));
  }

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <Title title={t('analytics.title')} />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('analytics.intro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <ToggleButtonGroup
            value={view}
            exclusive
            size="small"
            aria-label={t('analytics.view')}
            onChange={(_, next: View | null) => next && setView(next)}
          >
            <ToggleButton value="day">{t('analytics.byDay')}</ToggleButton>
            <ToggleButton value="week">{t('analytics.byWeek')}</ToggleButton>
            <ToggleButton value="location">{t('analytics.byLocation')}</ToggleButton>
          </ToggleButtonGroup>
          {view !== 'location' && (
            <TextField
              select
              size="small"
              label={t('analytics.location')}
              value={locationId}
              onChange={(event) => setLocationId(event.target.value)}
              sx={{ width: { xs: '100%', sm: 240 }, m: 0 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{t('analytics.allLocations')}</MenuItem>
              {locations.data?.map((location) => (
                <MenuItem key={location.locationId} value={location.locationId}>
                  {location.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            disabled={!rows.isSuccess}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('analytics.exportCsv')}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t(INTRO[view])}
        </Typography>
        {rows.isError && <Alert severity="error">{t('analytics.loadFailed')}</Alert>}
        {empty && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="empty-state">
            {t('analytics.empty')}
          </Alert>
        )}
        {rows.isSuccess && !empty && <BarChart rows={data satisfies ChartRow[]} rowName={t(ROW_NAME[view])} />}
        {rows.isSuccess && (
          // On a phone the table scrolls sideways inside its card: focusable, so that the keyboard can scroll it too.
          <TableContainer tabIndex={0} role="region" aria-label={t('analytics.tableLabel')} sx={{ mt: 3, overflowX: 'auto' }}>
            <Table size="small" data-testid="analytics-table">
              <TableHead>
                <TableRow>
                  {header.map((cell, index) => (
                    <TableCell key={cell} align={index === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {body.map((cells, rowIndex) => (
                  <TableRow key={tableRows[rowIndex].key}>
                    {cells.map((cell, index) => (
                      <TableCell key={index} align={index === 0 ? 'left' : 'right'}>
                        {cell}
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
