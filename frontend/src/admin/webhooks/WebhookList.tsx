import WebhookIcon from '@mui/icons-material/Webhook';
import { DataTable } from 'react-admin';
import { ActiveField } from '../shared/ActiveField';
import { ChipsField } from '../shared/ChipsField';
import { LocalDateField } from '../shared/LocalDateField';
import { NewestFirstList } from '../shared/NewestFirstList';
import { useTranslation } from 'react-i18next';

export function WebhookList() {
  const { t } = useTranslation('admin');
  return (
    <NewestFirstList icon={WebhookIcon} empty={t('webhooks.empty')}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="url" />
        <DataTable.Col source="events" disableSort>
          <ChipsField source="events" />
        </DataTable.Col>
        <DataTable.Col source="enabled" field={ActiveField} />
        <DataTable.Col source="disabledReason" disableSort />
        <DataTable.Col source="createdAt" field={LocalDateField} />
      </DataTable>
    </NewestFirstList>
  );
}
