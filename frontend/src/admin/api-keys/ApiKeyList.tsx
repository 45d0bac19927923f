import KeyIcon from '@mui/icons-material/Key';
import { DataTable, DeleteButton } from 'react-admin';
import { ChipsField } from '../shared/ChipsField';
import { LocalDateField } from '../shared/LocalDateField';
import { NewestFirstList } from '../shared/NewestFirstList';
import { useTranslation } from 'react-i18next';

export function ApiKeyList() {
  const { t } = useTranslation('admin');
  return (
    <NewestFirstList icon={KeyIcon} empty={t('apiKeys.empty')}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="prefix" disableSort />
        <DataTable.Col source="scopes" disableSort>
          <ChipsField source="scopes" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={LocalDateField} />
        <DataTable.Col source="lastUsedAt" field={LocalDateField} />
        <DataTable.Col label={false}>
          <DeleteButton
            mutationMode="pessimistic"
            label={t('apiKeys.revoke')}
            confirmTitle={t('apiKeys.revokeTitle')}
            confirmContent={t('apiKeys.revokeContent')}
          />
        </DataTable.Col>
      </DataTable>
    </NewestFirstList>
  );
}
