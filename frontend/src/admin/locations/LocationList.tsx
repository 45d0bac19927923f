import PlaceIcon from '@mui/icons-material/Place';
import { Alert, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, SearchInput, TopToolbar, useDataProvider } from 'react-admin';
import { AddButton } from '../shared/AddButton';
import { LocalDateField } from '../shared/LocalDateField';
import { ActiveField } from '../shared/ActiveField';
import { EmptyList } from '../shared/EmptyList';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { useTranslation } from 'react-i18next';
import { type AdminT } from '../shared/i18n';

const filtersOf = (t: AdminT) => [<SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />];

/** Under the 'locations' key, so that every change to a location refreshes it. */
function usePlanUsage() {
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  return useQuery({ queryKey: ['locations', 'plan-usage'], queryFn: () => dataProvider.planUsage() });
}

/** "2 van 3 locaties gebruikt", and at the cap an add button that explains why it is off. */
function Actions() {
  const { t } = useTranslation('admin');
  const usage = usePlanUsage().data;
  const atCap = usage?.maxActiveLocations != null && usage.activeLocations >= usage.maxActiveLocations;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, minHeight: 'auto' }}>
      {usage && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="plan-usage">
          {t('planUsage.plan', { plan: t(`planLabels.${usage.plan}`) })}:{' '}
          <strong>
            {usage.maxActiveLocations === null
              ? t('planUsage.unlimited', { count: usage.activeLocations })
              : t('planUsage.used', { used: usage.activeLocations, count: usage.maxActiveLocations })}
          </strong>
        </Typography>
      )}
      <AddButton disabled={atCap} />
      {atCap && usage?.maxActiveLocations != null && (
        <Alert severity="info" sx={{ width: '100%' }} data-testid="plan-cap">
          {t('planUsage.atCap', { plan: t(`planLabels.${usage.plan}`), count: usage.maxActiveLocations })}{' '}
          <Link href="/prijzen">{t('planUsage.pricing')}</Link>
        </Alert>
      )}
    </TopToolbar>
  );
}

export function LocationList() {
  const { t } = useTranslation('admin');
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      filters={filtersOf(t)}
      actions={<Actions />}
      empty={<EmptyList icon={PlaceIcon} message={t('locations.empty')} create />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="address" disableSort />
        <DataTable.Col source="isActive" field={ActiveField} />
        <DataTable.Col source="createdAt" field={LocalDateField} />
      </DataTable>
    </List>
  );
}
