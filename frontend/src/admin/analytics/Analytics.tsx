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
import { formatNumber } from '../../lib/format';
import type { PortiepuntDataProvider, StatsRow } from '../providers/data-provider';
import { ANALYTICS } from '../texts';
import { BarChart, formatDay, type ChartRow } from './BarChart';
import { downloadCsv, toCsv } from './csv';

export const WEEKS = 12;
export const DAYS = 30;

type View = 'day' | 'week' | 'location';

type Row = StatsRow & { key: string; label: string };

const INTRO: Record<View, string> = { day: ANALYTICS.introDay, week: ANALYTICS.introWeek, location: ANALYTICS.introLocation };
const ROW_NAME: Record<View, string> = { day: ANALYTICS.day, week: ANALYTICS.week, location: ANALYTICS.locationColumn };

/** The columns of the table and of its CSV export: both show the same formatted values. */
function columns(withMoney: boolean): { header: string; cell: (row: Row) => string }[] {
  return [
    { header: ANALYTICS.offered, cell: (row) => formatNumber(row.offered) },
    { header: ANALYTICS.reserved, cell: (row) => formatNumber(row.reserved) },
    { header: ANALYTICS.pickedUp, cell: (row) => formatNumber(row.pickedUp) },
    { header: ANALYTICS.noShows, cell: (row) => formatNumber(row.noShows) },
    { header: ANALYTICS.wasteReduction, cell: (row) => formatNumber(row.wasteReduction) },
    { header: ANALYTICS.co2eKg, cell: (row) => formatNumber(row.co2eKg) },
    ...(withMoney ? [{ header: ANALYTICS.moneySaved, cell: (row: Row) => formatNumber(row.moneySavedCents / 100) }] : []),
  ];
}

/** Per day, per week or per location, for all locations or one: a chart, a table and the table as CSV. */
export function Analytics({ tenantId }: { tenantId: string }) {
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const [view, setView] = useState<View>('week');
  const [locationId, setLocationId] = useState('');
  const locations = useQuery({ queryKey: ['stats', tenantId, 'locations'], queryFn: () => dataProvider.locationStats() });
  const rows = useQuery({
    // Read again whenever shown: passing end times turn open reservations into no-shows without a live event.
    staleTime: 0,
    queryKey: ['stats', tenantId, view, locationId],
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
  const table = columns(data.some((row) => row.moneySavedCents > 0));
  // Newest first in the table; the chart reads left to right, oldest first.
  const tableRows = view === 'location' ? data : [...data].reverse();
  const header = [ROW_NAME[view], ...table.map((column) => column.header)];
  const body = tableRows.map((row) => [row.label, ...table.map((column) => column.cell(row))]);
  const locationName = locations.data?.find((location) => location.locationId === locationId)?.name;

  function exportCsv() {
    const scope = view === 'location' ? 'per-locatie' : `per-${view === 'day' ? 'dag' : 'week'}${locationName ? `-${locationName}` : ''}`;
    downloadCsv(`portiepunt-analyse-${scope}.csv`, toCsv([header, ...body]));
  }

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <Title title={ANALYTICS.title} />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {ANALYTICS.intro}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <ToggleButtonGroup
            value={view}
            exclusive
            size="small"
            aria-label={ANALYTICS.view}
            onChange={(_, next: View | null) => next && setView(next)}
          >
            <ToggleButton value="day">{ANALYTICS.byDay}</ToggleButton>
            <ToggleButton value="week">{ANALYTICS.byWeek}</ToggleButton>
            <ToggleButton value="location">{ANALYTICS.byLocation}</ToggleButton>
          </ToggleButtonGroup>
          {view !== 'location' && (
            <TextField
              select
              size="small"
              label={ANALYTICS.location}
              value={locationId}
              onChange={(event) => setLocationId(event.target.value)}
              sx={{ width: { xs: '100%', sm: 240 }, m: 0 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{ANALYTICS.allLocations}</MenuItem>
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
            {ANALYTICS.exportCsv}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {INTRO[view]}
        </Typography>
        {rows.isError && <Alert severity="error">{ANALYTICS.loadFailed}</Alert>}
        {empty && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="empty-state">
            {ANALYTICS.empty}
          </Alert>
        )}
        {rows.isSuccess && !empty && <BarChart rows={data satisfies ChartRow[]} rowName={ROW_NAME[view]} />}
        {rows.isSuccess && (
          // On a phone the table scrolls sideways inside its card: focusable, so that the keyboard can scroll it too.
          <TableContainer tabIndex={0} role="region" aria-label={ANALYTICS.tableLabel} sx={{ mt: 3, overflowX: 'auto' }}>
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
