import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import NotificationsIcon from '@mui/icons-material/Notifications';
import RecyclingIcon from '@mui/icons-material/Recycling';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SavingsIcon from '@mui/icons-material/Savings';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { formatCents, formatNumber } from '../../lib/format';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { ExportTenantButton } from '../data-rights/ExportTenantButton';
import { useTranslation } from 'react-i18next';

export const statsKey = (tenantId: string) => ['stats', tenantId, 'totals'] as const;

interface StatCard {
  key: string;
  label: string;
  icon: SvgIconComponent;
  value?: string;
  /** A line under the value, such as the fraction behind a percentage. */
  detail?: string;
  hint: ReactNode;
}

/**
 * The tenant's statistics, each counting the same portions so that they agree: offered, of that reserved, of
 * that picked up, and picked up as a share of offered. Then the impact. Live events refresh them.
 */
export function Overview({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  // Passing end times turn open reservations into no-shows without any live event: read again whenever shown.
  const stats = useQuery({ queryKey: statsKey(tenantId), queryFn: () => dataProvider.stats(), staleTime: 0 });
  const notifications = useQuery({ queryKey: ['stats', tenantId, 'notifications'], queryFn: () => dataProvider.notificationStats() });
  const data = stats.data;
  const cards: StatCard[] = [
    {
      key: 'totalPortions',
      label: t('overview.totalPortions'),
      hint: t('overview.totalPortionsHint'),
      icon: RestaurantIcon,
      value: data && formatNumber(data.totalPortions),
    },
    {
      key: 'totalReservations',
      label: t('overview.totalReservations'),
      hint: t('overview.totalReservationsHint'),
      icon: EventAvailableIcon,
      value: data && formatNumber(data.totalReservations),
    },
    {
      key: 'totalSaved',
      label: t('overview.totalSaved'),
      hint: t('overview.totalSavedHint'),
      icon: SavingsIcon,
      value: data && formatNumber(data.totalSaved),
    },
    {
      key: 'totalNoShows',
      label: t('overview.totalNoShows'),
      hint: t('overview.totalNoShowsHint'),
      icon: EventBusyIcon,
      value: data && formatNumber(data.totalNoShows),
    },
    {
      key: 'wasteReduction',
      label: t('overview.wasteReduction'),
      hint: t('overview.wasteReductionHint'),
      icon: RecyclingIcon,
      value: data && `${formatNumber(data.wasteReduction)}%`,
      detail:
        data &&
        t('overview.wasteReductionFraction', { pickedUp: formatNumber(data.totalSaved), offered: formatNumber(data.totalPortions) }),
    },
    {
      key: 'notificationsSent',
      label: t('overview.notificationsSent'),
      hint: t('overview.notificationsSentHint'),
      icon: NotificationsIcon,
      value: notifications.data && formatNumber(notifications.data.sentThisWeek),
    },
    {
      key: 'impact',
      label: t('overview.impact'),
      icon: EnergySavingsLeafIcon,
      value: data && t('overview.co2e', { kg: formatNumber(data.co2eKg) }),
      detail: data && data.moneySavedCents > 0 ? t('overview.moneySaved', { euros: formatCents(data.moneySavedCents) }) : undefined,
      hint: data && data.moneySavedCents > 0 ? `${t('overview.co2eHint')} ${t('overview.moneySavedHint')}` : t('overview.co2eHint'),
    },
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('overview.title')} />
      {(stats.isError || notifications.isError) && <Alert severity="error">{t('overview.loadFailed')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {cards.map(({ key, label, hint, icon: Icon, value, detail }) => (
          <Card
            key={key}
            variant="outlined"
            data-testid={`stat-${key}`}
            sx={key === 'impact' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          >
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ display: 'flex', p: 1, borderRadius: 2, color: 'primary.main', backgroundColor: 'rgba(15,118,110,0.08)' }}>
                  <Icon />
                </Box>
                <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
              </Box>
              <Typography variant={key === 'impact' ? 'h5' : 'h4'} component="p" sx={{ mt: 2, fontWeight: 700 }} data-testid="stat-value">
                {value ?? <Skeleton width={80} />}
              </Typography>
              {detail && (
                <Typography variant="body1" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="stat-detail">
                  {detail}
                </Typography>
              )}
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
