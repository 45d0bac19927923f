import ApartmentIcon from '@mui/icons-material/Apartment';
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { ActiveField } from '../shared/ActiveField';
import { AddButton } from '../shared/AddButton';
import { EmptyList } from '../shared/EmptyList';
import { choices, COMMON, PLAN_LABELS, TENANTS } from '../texts';
import { PlanField } from './PlanField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />,
  <SelectInput key="plan" source="plan" choices={choices(PLAN_LABELS)} alwaysOn />,
];

export function TenantList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <AddButton />
        </TopToolbar>
      }
      empty={<EmptyList icon={ApartmentIcon} message={TENANTS.empty} create />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
        <DataTable.Col source="plan" field={PlanField} />
        <DataTable.Col source="isActive" field={ActiveField} />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </List>
  );
}
