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
import { allergenFullName, type Allergen, type DietMark } from '../../dashboard/portions/food-codes';
import type { AdminT } from '../shared/i18n';
import { i18n } from '../../i18n';
import type { CodeCount, FoodStats, PortiepuntDataProvider } from '../providers/data-provider';
import { downloadCsv, toCsv } from './csv';
import { useTranslation } from 'react-i18next';

export const FOOD_DAYS = 30;

/** The rows of the table and its CSV: diet marks first (e.g. the vegetarian share), then what portions contain. */
function rows(t: AdminT, stats: FoodStats): string[][] {
  const row = (kind: string, name: string, count: CodeCount) => [
    kind,
    name,
    formatNumber(count.portions),
    formatNumber(count.offered),
    formatNumber(count.sharePercent),
  ];
  return [
    row(t('foodAnalytics.total'), t('foodAnalytics.total'), {
      code: 'all',
      portions: stats.portions,
      offered: stats.offered,
      sharePercent: 100,
    }),
    ...stats.diet.map((count) => row(t('foodAnalytics.diet'), i18n.t(`shared:food.dietNames.${count.code as DietMark}`), count)),
    row(t('foodAnalytics.contains'), t('foodAnalytics.none'), stats.noAllergens),
    ...stats.allergens.map((count) => row(t('foodAnalytics.contains'), allergenFullName(count.code as Allergen), count)),
    ...stats.mayContain.map((count) => row(t('foodAnalytics.mayContain'), allergenFullName(count.code as Allergen), count)),
    ...(stats.undeclared.portions > 0 ? [row(t('foodAnalytics.contains'), t('foodAnalytics.undeclared'), stats.undeclared)] : []),
  ];
}

const header = (t: AdminT) => [
  t('foodAnalytics.kind'),
  t('foodAnalytics.name'),
  t('foodAnalytics.portions'),
  t('foodAnalytics.offered'),
  t('foodAnalytics.share'),
];

/** Portions by allergen and diet mark over the last 30 days, with a CSV export. */
export function FoodAnalytics({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const stats = useQuery({ staleTime: 0, queryKey: ['stats', tenantId, 'food'], queryFn: () => dataProvider.foodStats(FOOD_DAYS) });
  const body = stats.data ? rows(t, stats.data) : [];
  const head = header(t);
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="food-analytics">
      <CardContent>
        <Typography component="h2" variant="h6">
          {t('foodAnalytics.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('foodAnalytics.intro', { days: FOOD_DAYS })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!stats.isSuccess}
          onClick={() => downloadCsv(`portiepunt-${t('foodAnalytics.fileName')}.csv`, toCsv([head, ...body]))}
        >
          {t('foodAnalytics.exportCsv')}
        </Button>
        {stats.isError && <Alert severity="error">{t('foodAnalytics.loadFailed')}</Alert>}
        {stats.isSuccess && (
          <TableContainer tabIndex={0} role="region" aria-label={t('foodAnalytics.tableLabel')} sx={{ mt: 2, overflowX: 'auto' }}>
            <Table size="small" data-testid="food-analytics-table">
              <TableHead>
                <TableRow>
                  {head.map((cell, index) => (
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
