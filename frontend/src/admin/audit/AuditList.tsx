import { DataTable, DateInput, FunctionField, List, SelectInput, TextField, TopToolbar, useRecordContext } from 'react-admin';
import HistoryIcon from '@mui/icons-material/History';
import { DutchDateField } from '../shared/DutchDateField';
import { EmptyList } from '../shared/EmptyList';
import { LabelledExportButton } from '../shared/LabelledExportButton';
import { AUDIT, AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, choices } from '../texts';
import { downloadCsv, toCsv } from '../analytics/csv';
import { formatDateTime } from '../../lib/format';

interface AuditRecord {
  id: string;
  action: keyof typeof AUDIT_ACTION_LABELS;
  actorId: string | null;
  actorEmail: string | null;
  at: string;
  targetType: keyof typeof AUDIT_TARGET_LABELS | null;
  targetId: string | null;
  targetName: string | null;
  ip: string | null;
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

const actorOf = (record: AuditRecord) => record.actorEmail ?? (record.actorId ? AUDIT.anonymous : AUDIT.system);

/** "Gebruiker Sanne de Vries"; the start of the id when the target is gone. */
function targetOf(record: AuditRecord): string {
  if (!record.targetType) return '';
  return `${AUDIT_TARGET_LABELS[record.targetType] ?? record.targetType} ${record.targetName ?? record.targetId?.slice(0, 8) ?? ''}`;
}

function Actor() {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  return <>{actorOf(record)}</>;
}

/** The logbook as the other CSVs: Dutch headers and actions, local time, semicolons. */
function exportLogbook(records: AuditRecord[]) {
  const rows = records.map((record) => [
    formatDateTime(record.at),
    AUDIT_ACTION_LABELS[record.action] ?? record.action,
    actorOf(record),
    targetOf(record),
    record.ip ?? '',
  ]);
  downloadCsv('logboek.csv', toCsv([[AUDIT.at, AUDIT.action, AUDIT.actor, AUDIT.target, AUDIT.ip], ...rows]));
}

/** The append-only log of security- and data-relevant actions: the admin's own tenant, or everything for the superadmin. */
export function AuditList() {
  return (
    <List
      title={AUDIT.tab}
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      exporter={exportLogbook}
      actions={
        <TopToolbar>
          <LabelledExportButton />
        </TopToolbar>
      }
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
          <FunctionField<AuditRecord> render={targetOf} />
        </DataTable.Col>
        <DataTable.Col source="ip" label={AUDIT.ip} disableSort>
          <TextField source="ip" emptyText="" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
