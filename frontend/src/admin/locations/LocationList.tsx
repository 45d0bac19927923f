import PlaceIcon from '@mui/icons-material/Place';
import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { ActiveField } from '../shared/ActiveField';
import { EmptyList } from '../shared/EmptyList';
import { COMMON, LOCATIONS } from '../texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />];

export function LocationList() {
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton variant="contained" />
        </TopToolbar>
      }
      empty={<EmptyList icon={PlaceIcon} message={LOCATIONS.empty} create />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="address" disableSort />
        <DataTable.Col source="isActive" field={ActiveField} />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </List>
  );
}
