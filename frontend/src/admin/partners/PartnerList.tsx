import Diversity3Icon from '@mui/icons-material/Diversity3';
import { DataTable, List, NumberField, SearchInput } from 'react-admin';
import { ActiveField } from '../shared/ActiveField';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { useTranslation } from 'react-i18next';
import { type AdminT } from '../shared/i18n';

const filtersOf = (t: AdminT) => [<SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />];

export function PartnerList() {
  const { t } = useTranslation('admin');
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filtersOf(t)}
      empty={<EmptyList icon={Diversity3Icon} message={t('partners.empty')} />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="company" />
        <DataTable.Col source="contactName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="referralCode" />
        <DataTable.NumberCol source="commissionRate" field={NumberField} />
        <DataTable.Col source="isActive" field={ActiveField} />
        <DataTable.Col source="createdAt" field={LocalDateField} />
      </DataTable>
    </List>
  );
}
