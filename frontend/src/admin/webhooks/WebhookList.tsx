import WebhookIcon from '@mui/icons-material/Webhook';
import { ChipField, CreateButton, DataTable, List, SearchInput, SingleFieldList, TextArrayField, TopToolbar } from 'react-admin';
import { ActiveField } from '../shared/ActiveField';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { COMMON, WEBHOOKS } from '../texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={COMMON.search} />];

export function WebhookList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton variant="contained" />
        </TopToolbar>
      }
      empty={<EmptyList icon={WebhookIcon} message={WEBHOOKS.empty} create />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="url" />
        <DataTable.Col source="events" disableSort>
          <TextArrayField source="events">
            <SingleFieldList linkType={false}>
              <ChipField source="id" size="small" />
            </SingleFieldList>
          </TextArrayField>
        </DataTable.Col>
        <DataTable.Col source="enabled" field={ActiveField} />
        <DataTable.Col source="disabledReason" disableSort />
        <DataTable.Col source="createdAt" field={DutchDateField} />
      </DataTable>
    </List>
  );
}
