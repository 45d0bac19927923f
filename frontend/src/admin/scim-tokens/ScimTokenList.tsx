import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Alert } from '@mui/material';
import { DataTable, DeleteButton, List, TopToolbar } from 'react-admin';
import { AddButton } from '../shared/AddButton';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { useTranslation } from 'react-i18next';

/** The base URL a directory provisions to; the token says which tenant. */
export const scimBaseUrl = () => `${window.location.origin}/scim/v2`;

export function ScimTokenList() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Alert severity="info" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {t('scimTokens.baseUrl', { url: scimBaseUrl() })}
      </Alert>
      <List
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={false}
        actions={
          <TopToolbar>
            <AddButton />
          </TopToolbar>
        }
        empty={<EmptyList icon={SyncAltIcon} message={t('scimTokens.empty')} create />}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="createdAt" field={LocalDateField} disableSort />
          <DataTable.Col source="createdBy.name" disableSort />
          <DataTable.Col source="lastUsedAt" field={LocalDateField} disableSort />
          <DataTable.Col label={false}>
            <DeleteButton
              mutationMode="pessimistic"
              label={t('scimTokens.revoke')}
              confirmTitle={t('scimTokens.revokeTitle')}
              confirmContent={t('scimTokens.revokeContent')}
            />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
