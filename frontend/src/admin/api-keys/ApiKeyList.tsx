import KeyIcon from '@mui/icons-material/Key';
import { ChipField, CreateButton, DataTable, DeleteButton, List, SearchInput, SingleFieldList, TextArrayField, TopToolbar } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { API_KEYS, COMMON } from '../texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />];

export function ApiKeyList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton variant="contained" />
        </TopToolbar>
      }
      empty={<EmptyList icon={KeyIcon} message={API_KEYS.empty} create />}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="prefix" disableSort />
        <DataTable.Col source="scopes" disableSort>
          <TextArrayField source="scopes">
            <SingleFieldList linkType={false}>
              <ChipField source="id" size="small" />
            </SingleFieldList>
          </TextArrayField>
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DutchDateField} />
        <DataTable.Col source="lastUsedAt" field={DutchDateField} />
        <DataTable.Col label={false}>
          <DeleteButton mutationMode="pessimistic" label={API_KEYS.revoke} confirmTitle={API_KEYS.revokeTitle} confirmContent={API_KEYS.revokeContent} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
