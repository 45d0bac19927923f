import RecyclingIcon from '@mui/icons-material/Recycling';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SavingsIcon from '@mui/icons-material/Savings';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { formatNumber } from '../../lib/format';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { ExportTenantButton } from '../data-rights/ExportTenantButton';
import { OVERVIEW } from '../texts';

export const statsKey = (tenantId: string) => ['stats', tenantId, 'totals'] as const;

/** The tenant's four statistics; live events refresh them. */
export function Overview({ tenantId }: { tenantId: string }) {
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const stats = useQuery({ queryKey: statsKey(tenantId), queryFn: () => dataProvider.stats() });
  const cards: { key: string; label: string; hint: string; icon: SvgIconComponent; value?: string }[] = [
    { key: 'totalPortions', label: OVERVIEW.totalPortions, hint: OVERVIEW.totalPortionsHint, icon: RestaurantIcon, value: stats.data && formatNumber(stats.data.totalPortions) },
    { key: 'totalReservations', label: OVERVIEW.totalReservations, hint: OVERVIEW.totalReservationsHint, icon: EventAvailableIcon, value: stats.data && formatNumber(stats.data.totalReservations) },
    { key: 'totalSaved', label: OVERVIEW.totalSaved, hint: OVERVIEW.totalSavedHint, icon: SavingsIcon, value: stats.data && formatNumber(stats.data.totalSaved) },
    { key: 'wasteReduction', label: OVERVIEW.wasteReduction, hint: OVERVIEW.wasteReductionHint, icon: RecyclingIcon, value: stats.data && `${formatNumber(stats.data.wasteReduction)}%` },
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={OVERVIEW.title} />
      {stats.isError && <Alert severity="error">{OVERVIEW.loadFailed}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {cards.map(({ key, label, hint, icon: Icon, value }) => (
          <Card key={key} variant="outlined" data-testid={`stat-${key}`}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ display: 'flex', p: 1, borderRadius: 2, color: 'primary.main', backgroundColor: 'rgba(15,118,110,0.08)' }}>
                  <Icon />
                </Box>
                <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
              </Box>
              <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 700 }} data-testid="stat-value">
                {value ?? <Skeleton width={80} />}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                {hint}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>
        <ExportTenantButton tenantId={tenantId} />
      </Box>
    </Box>
  );
}
