import ApartmentIcon from '@mui/icons-material/Apartment';
import { DataTable, SelectInput } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ActiveField } from '../shared/ActiveField';
import { NewestFirstList } from '../shared/NewestFirstList';
import { PlanField } from './PlanField';
import { useTranslation } from 'react-i18next';
import { choices, type AdminT } from '../shared/i18n';

const filtersOf = (t: AdminT) => [
  <SelectInput key="plan" source="plan" choices={choices(t('planLabels', { returnObjects: true }))} translateChoice={false} alwaysOn />,
];

export function TenantList() {
  const { t } = useTranslation('admin');
  return (
    <NewestFirstList icon={ApartmentIcon} empty={t('tenants.empty')} filters={filtersOf(t)}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
        <DataTable.Col source="plan" field={PlanField} />
        <DataTable.Col source="isActive" field={ActiveField} />
        <DataTable.Col source="createdAt" field={LocalDateField} />
      </DataTable>
    </NewestFirstList>
  );
}
