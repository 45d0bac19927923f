import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { formatNumber } from '../../lib/format';
import type { Allergen, DietMark } from '../../dashboard/portions/food-codes';
import type { CodeCount, FoodStats, PortiepuntDataProvider } from '../providers/data-provider';
import { allergenFullName, FOOD, FOOD_ANALYTICS } from '../texts';
import { downloadCsv, toCsv } from './csv';

export const FOOD_DAYS = 30;

/** The rows of the table and its CSV: diet marks first (e.g. the vegetarian share), then what portions contain. */
function rows(stats: FoodStats): string[][] {
  const row = (kind: string, name: string, count: CodeCount) => [
    kind,
    name,
    formatNumber(count.portions),
    formatNumber(count.offered),
    formatNumber(count.sharePercent),
  ];
  return [
    row(FOOD_ANALYTICS.total, FOOD_ANALYTICS.total, { code: 'all', portions: stats.portions, offered: stats.offered, sharePercent: 100 }),
    ...stats.diet.map((count) => row(FOOD_ANALYTICS.diet, FOOD.dietNames[count.code as DietMark], count)),
    row(FOOD_ANALYTICS.contains, FOOD_ANALYTICS.none, stats.noAllergens),
    ...stats.allergens.map((count) => row(FOOD_ANALYTICS.contains, allergenFullName(count.code as Allergen), count)),
    ...stats.mayContain.map((count) => row(FOOD_ANALYTICS.mayContain, allergenFullName(count.code as Allergen), count)),
    ...(stats.undeclared.portions > 0 ? [row(FOOD_ANALYTICS.contains, FOOD_ANALYTICS.undeclared, stats.undeclared)] : []),
  ];
}

const HEADER = [FOOD_ANALYTICS.kind, FOOD_ANALYTICS.name, FOOD_ANALYTICS.portions, FOOD_ANALYTICS.offered, FOOD_ANALYTICS.share];

/** Portions by allergen and diet mark over the last 30 days, with a CSV export. */
export function FoodAnalytics({ tenantId }: { tenantId: string }) {
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const stats = useQuery({ staleTime: 0, queryKey: ['stats', tenantId, 'food'], queryFn: () => dataProvider.foodStats(FOOD_DAYS) });
  const body = stats.data ? rows(stats.data) : [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="food-analytics">
      <CardContent>
        <Typography component="h2" variant="h6">
          {FOOD_ANALYTICS.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {FOOD_ANALYTICS.intro(FOOD_DAYS)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!stats.isSuccess}
          onClick={() => downloadCsv('portiepunt-analyse-allergenen-en-dieet.csv', toCsv([HEADER, ...body]))}
        >
          {FOOD_ANALYTICS.exportCsv}
        </Button>
        {stats.isError && <Alert severity="error">{FOOD_ANALYTICS.loadFailed}</Alert>}
        {stats.isSuccess && (
          <TableContainer tabIndex={0} role="region" aria-label={FOOD_ANALYTICS.tableLabel} sx={{ mt: 2, overflowX: 'auto' }}>
            <Table size="small" data-testid="food-analytics-table">
              <TableHead>
                <TableRow>
                  {HEADER.map((cell, index) => (
                    <TableCell key={cell} align={index < 2 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {body.map((cells) => (
                  <TableRow key={`${cells[0]}-${cells[1]}`}>
                    {cells.map((cell, index) => (
                      <TableCell key={index} align={index < 2 ? 'left' : 'right'}>
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
