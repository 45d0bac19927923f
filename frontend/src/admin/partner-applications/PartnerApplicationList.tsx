import HandshakeIcon from '@mui/icons-material/Handshake';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { LeadStatusField } from '../shared/leads';
import { useTranslation } from 'react-i18next';
import { type AdminT, choices } from '../shared/i18n';

const filtersOf = (t: AdminT) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />,
  <SelectInput
    key="status"
    source="status"
    choices={choices(t('partnerStatusLabels', { returnObjects: true }))}
    translateChoice={false}
    alwaysOn
  />,
];

export function PartnerApplicationList() {
  const { t } = useTranslation('admin');
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filtersOf(t)}
      exporter={false}
      empty={<EmptyList icon={HandshakeIcon} message={t('leads.emptyPartners')} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col
          source="lastName"
          label={t('common.name')}
          render={(application) => `${application.firstName} ${application.lastName}`}
        />
        <DataTable.Col source="company" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" disableSort />
        <DataTable.Col source="status" render={() => <LeadStatusField labels={t('partnerStatusLabels', { returnObjects: true })} />} />
        <DataTable.Col source="createdAt" field={LocalDateField} />
      </DataTable>
    </List>
  );
}
