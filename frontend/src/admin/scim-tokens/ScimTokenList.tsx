import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Alert } from '@mui/material';
import { DataTable, DeleteButton, List, TopToolbar } from 'react-admin';
import { AddButton } from '../shared/AddButton';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { SCIM_TOKENS } from '../texts';

/** The base URL a directory provisions to; the token says which tenant. */
export const scimBaseUrl = () => `${window.location.origin}/scim/v2`;

export function ScimTokenList() {
  return (
    <>
      <Alert severity="info" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {SCIM_TOKENS.baseUrl(scimBaseUrl())}
      </Alert>
      <List
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={false}
        actions={
          <TopToolbar>
            <AddButton />
          </TopToolbar>
        }
        empty={<EmptyList icon={SyncAltIcon} message={SCIM_TOKENS.empty} create />}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="createdAt" field={DutchDateField} disableSort />
          <DataTable.Col source="lastUsedAt" field={DutchDateField} disableSort />
          <DataTable.Col label={false}>
            <DeleteButton
              mutationMode="pessimistic"
              label={SCIM_TOKENS.revoke}
              confirmTitle={SCIM_TOKENS.revokeTitle}
              confirmContent={SCIM_TOKENS.revokeContent}
            />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
