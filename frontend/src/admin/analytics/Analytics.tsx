import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { ANALYTICS } from '../texts';
import { formatWeek, WeeklyChart } from './WeeklyChart';

export const WEEKS = 12;

/** Offered, reserved, picked-up and not picked-up portions per week over the last 12 weeks, as a chart and as a table. */
export function Analytics({ tenantId }: { tenantId: string }) {
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const weekly = useQuery({ queryKey: ['stats', tenantId, 'weekly', WEEKS], queryFn: () => dataProvider.weeklyStats(WEEKS) });
  const weeks = weekly.data ?? [];
  const empty = weekly.isSuccess && weeks.every((week) => week.offered === 0);

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <Title title={ANALYTICS.title} />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {ANALYTICS.intro}
        </Typography>
        {weekly.isError && <Alert severity="error">{ANALYTICS.loadFailed}</Alert>}
        {empty && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="empty-state">
            {ANALYTICS.empty}
          </Alert>
        )}
        {weekly.isSuccess && !empty && (
          <>
            <WeeklyChart weeks={weeks} />
            <Table size="small" sx={{ mt: 3 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{ANALYTICS.week}</TableCell>
                  <TableCell align="right">{ANALYTICS.offered}</TableCell>
                  <TableCell align="right">{ANALYTICS.reserved}</TableCell>
                  <TableCell align="right">{ANALYTICS.pickedUp}</TableCell>
                  <TableCell align="right">{ANALYTICS.noShows}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...weeks].reverse().map((week) => (
                  <TableRow key={week.weekStart}>
                    <TableCell>{formatWeek(week.weekStart)}</TableCell>
                    <TableCell align="right">{week.offered}</TableCell>
                    <TableCell align="right">{week.reserved}</TableCell>
                    <TableCell align="right">{week.pickedUp}</TableCell>
                    <TableCell align="right" data-testid="no-shows">
                      {week.noShows}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
