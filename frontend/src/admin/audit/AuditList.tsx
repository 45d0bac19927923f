import { DataTable, DateInput, FunctionField, List, SelectInput, TextField, useRecordContext } from 'react-admin';
import HistoryIcon from '@mui/icons-material/History';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { AUDIT, AUDIT_ACTION_LABELS, choices } from '../texts';

interface AuditRecord {
  id: string;
  action: keyof typeof AUDIT_ACTION_LABELS;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
}

const filters = [
  <SelectInput key="action" source="action" label={AUDIT.action} choices={choices(AUDIT_ACTION_LABELS)} alwaysOn />,
  <DateInput key="at_gte" source="at_gte" label={AUDIT.from} alwaysOn />,
  <DateInput key="at_lte" source="at_lte" label={AUDIT.until} alwaysOn parse={endOfDay} />,
];

/** "Tot en met" a date includes that whole day. */
function endOfDay(value: string): string | null {
  return value ? `${value}T23:59:59.999Z` : null;
}

function Actor() {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  return <>{record.actorEmail ?? (record.actorId ? AUDIT.anonymous : AUDIT.system)}</>;
}

/** The append-only log of security- and data-relevant actions: the admin's own tenant, or everything for the superadmin. */
export function AuditList() {
  return (
    <List
      title={AUDIT.tab}
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      empty={<EmptyList icon={HistoryIcon} message={AUDIT.empty} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" label={AUDIT.at}>
          <DutchDateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="action" label={AUDIT.action}>
          <FunctionField<AuditRecord> render={(record) => AUDIT_ACTION_LABELS[record.action] ?? record.action} />
        </DataTable.Col>
        <DataTable.Col source="actorId" label={AUDIT.actor} disableSort>
          <Actor />
        </DataTable.Col>
        <DataTable.Col source="targetType" label={AUDIT.target} disableSort>
          <FunctionField<AuditRecord>
            render={(record) => (record.targetType ? `${record.targetType} ${record.targetId?.slice(0, 8) ?? ''}` : '')}
          />
        </DataTable.Col>
        <DataTable.Col source="ip" label={AUDIT.ip} disableSort>
          <TextField source="ip" emptyText="" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
