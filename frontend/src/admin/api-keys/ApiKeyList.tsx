import KeyIcon from '@mui/icons-material/Key';
import { DataTable, DeleteButton } from 'react-admin';
import { ChipsField } from '../shared/ChipsField';
import { DutchDateField } from '../shared/DutchDateField';
import { NewestFirstList } from '../shared/NewestFirstList';
import { API_KEYS } from '../texts';

export function ApiKeyList() {
  return (
    <NewestFirstList icon={KeyIcon} empty={API_KEYS.empty}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="prefix" disableSort />
        <DataTable.Col source="scopes" disableSort>
          <ChipsField source="scopes" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DutchDateField} />
        <DataTable.Col source="lastUsedAt" field={DutchDateField} />
        <DataTable.Col label={false}>
          <DeleteButton
            mutationMode="pessimistic"
            label={API_KEYS.revoke}
            confirmTitle={API_KEYS.revokeTitle}
            confirmContent={API_KEYS.revokeContent}
          />
        </DataTable.Col>
      </DataTable>
    </NewestFirstList>
  );
}
