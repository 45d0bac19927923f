import ContactMailIcon from '@mui/icons-material/ContactMail';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { InstitutionTypeField, LeadStatusField, LocationCountField } from '../shared/leads';
import { choices, COMMON, CONTACT_STATUS_LABELS, LEADS } from '../texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />,
  <SelectInput key="status" source="status" choices={choices(CONTACT_STATUS_LABELS)} alwaysOn />,
];

export function ContactList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={<EmptyList icon={ContactMailIcon} message={LEADS.emptyContacts} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="organizationName" />
        <DataTable.Col source="lastName" label={COMMON.name} render={(request) => `${request.firstName} ${request.lastName}`} />
        <DataTable.Col source="email" />
        <DataTable.Col source="institutionType" field={InstitutionTypeField} />
        <DataTable.Col source="numberOfLocations" field={LocationCountField} />
        <DataTable.Col source="status" render={() => <LeadStatusField labels={CONTACT_STATUS_LABELS} />} />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </List>
  );
}
