import { DataTable, DateInput, FunctionField, List, SelectInput, TextField, TopToolbar, useRecordContext } from 'react-admin';
import HistoryIcon from '@mui/icons-material/History';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { LabelledExportButton } from '../shared/LabelledExportButton';
import { downloadCsv, toCsv } from '../analytics/csv';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from 'react-i18next';
import type nl from '../../i18n/nl/admin';
import { adminT, choices, type AdminT } from '../shared/i18n';

interface AuditRecord {
  id: string;
  action: keyof typeof nl.auditActions;
  actorId: string | null;
  actorEmail: string | null;
  at: string;
  targetType: keyof typeof nl.auditTargets | null;
  targetId: string | null;
  targetName: string | null;
  ip: string | null;
}

const filtersOf = (t: AdminT) => [
  <SelectInput
    key="action"
    source="action"
    label={t('audit.action')}
    choices={choices(t('auditActions', { returnObjects: true }))}
    translateChoice={false}
    alwaysOn
  />,
  <DateInput key="at_gte" source="at_gte" label={t('audit.from')} alwaysOn />,
  <DateInput key="at_lte" source="at_lte" label={t('audit.until')} alwaysOn parse={endOfDay} />,
];

/** "Tot en met" a date includes that whole day. */
function endOfDay(value: string): string | null {
  return value ? `${value}T23:59:59.999Z` : null;
}

const actorOf = (t: AdminT, record: AuditRecord) => record.actorEmail ?? (record.actorId ? t('audit.anonymous') : t('audit.system'));

/** "Gebruiker Sanne de Vries"; the start of the id when the target is gone. */
function targetOf(t: AdminT, record: AuditRecord): string {
  if (!record.targetType) return '';
  return `${t(`auditTargets.${record.targetType}`, { defaultValue: record.targetType })} ${record.targetName ?? record.targetId?.slice(0, 8) ?? ''}`;
}

function Actor() {
  const { t } = useTranslation('admin');
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  return <>{actorOf(t, record)}</>;
}

/** The logbook as the other CSVs: headers, actions and times in the asking user's language and separators. */
function exportLogbook(records: AuditRecord[]) {
  const t = adminT();
  const rows = records.map((record) => [
    formatDateTime(record.at),
    t(`auditActions.${record.action}`, { defaultValue: record.action }),
    actorOf(t, record),
    targetOf(t, record),
    record.ip ?? '',
  ]);
  downloadCsv(
    `${t('audit.fileName')}.csv`,
    toCsv([[t('audit.at'), t('audit.action'), t('audit.actor'), t('audit.target'), t('audit.ip')], ...rows]),
  );
}

/** The append-only log of security- and data-relevant actions: the admin's own tenant, or everything for the superadmin. */
export function AuditList() {
  const { t } = useTranslation('admin');
  return (
    <List
      title={t('audit.tab')}
      sort={{ field: 'at', order: 'DESC' }}
      filters={filtersOf(t)}
      exporter={exportLogbook}
      actions={
        <TopToolbar>
          <LabelledExportButton />
        </TopToolbar>
      }
      empty={<EmptyList icon={HistoryIcon} message={t('audit.empty')} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" label={t('audit.at')}>
          <LocalDateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="action" label={t('audit.action')}>
          <FunctionField<AuditRecord> render={(record) => t(`auditActions.${record.action}`, { defaultValue: record.action })} />
        </DataTable.Col>
        <DataTable.Col source="actorId" label={t('audit.actor')} disableSort>
          <Actor />
        </DataTable.Col>
        <DataTable.Col source="targetType" label={t('audit.target')} disableSort>
          <FunctionField<AuditRecord> render={(record) => targetOf(t, record)} />
        </DataTable.Col>
        <DataTable.Col source="ip" label={t('audit.ip')} disableSort>
          <TextField source="ip" emptyText="" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
