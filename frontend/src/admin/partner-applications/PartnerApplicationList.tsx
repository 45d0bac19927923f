import HandshakeIcon from '@mui/icons-material/Handshake';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { LeadStatusField } from '../shared/leads';
import { choices, COMMON, LEADS, PARTNER_STATUS_LABELS } from '../texts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />,
  <SelectInput key="status" source="status" choices={choices(PARTNER_STATUS_LABELS)} alwaysOn />,
];

export function PartnerApplicationList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={<EmptyList icon={HandshakeIcon} message={LEADS.emptyPartners} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="lastName" label={COMMON.name} render={(application) => `${application.firstName} ${application.lastName}`} />
        <DataTable.Col source="company" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" disableSort />
        <DataTable.Col source="status" render={() => <LeadStatusField labels={PARTNER_STATUS_LABELS} />} />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </List>
  );
}
