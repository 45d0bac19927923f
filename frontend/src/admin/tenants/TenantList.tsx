import ApartmentIcon from '@mui/icons-material/Apartment';
import { DataTable, SelectInput } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { ActiveField } from '../shared/ActiveField';
import { NewestFirstList } from '../shared/NewestFirstList';
import { choices, PLAN_LABELS, TENANTS } from '../texts';
import { PlanField } from './PlanField';

const filters = [<SelectInput key="plan" source="plan" choices={choices(PLAN_LABELS)} alwaysOn />];

export function TenantList() {
  return (
    <NewestFirstList icon={ApartmentIcon} empty={TENANTS.empty} filters={filters}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
        <DataTable.Col source="plan" field={PlanField} />
        <DataTable.Col source="isActive" field={ActiveField} />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </NewestFirstList>
  );
}
