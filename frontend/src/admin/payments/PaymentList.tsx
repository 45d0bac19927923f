import PaymentsIcon from '@mui/icons-material/Payments';
import SettingsIcon from '@mui/icons-material/Settings';
import { DataTable, DateInput, FunctionField, List, SelectInput, TextField, TextInput, TopToolbar } from 'react-admin';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDateTime } from '../../lib/format';
import { downloadCsv, toCsv } from '../analytics/csv';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { LabelledExportButton } from '../shared/LabelledExportButton';
import { adminT, choices, type AdminT } from '../shared/i18n';
import type nl from '../../i18n/nl/admin';

interface PaymentRecord {
  id: string;
  createdAt: string;
  personName: string;
  portionTitle: string;
  amountCents: number;
  vatCents: number;
  method: string | null;
  status: keyof typeof nl.payments.statuses;
  refundStatus: keyof typeof nl.payments.refunds | null;
  molliePaymentId: string | null;
}

const filtersOf = (t: AdminT) => [
  <SelectInput
    key="status"
    source="status"
    label={t('payments.status')}
    choices={choices(t('payments.statuses', { returnObjects: true }))}
    translateChoice={false}
    alwaysOn
  />,
  <TextInput key="method" source="method" label={t('payments.method')} alwaysOn />,
  <DateInput key="from" source="from" label={t('audit.from')} alwaysOn />,
  <DateInput key="to" source="to" label={t('audit.until')} alwaysOn />,
];

const statusOf = (t: AdminT, record: PaymentRecord) => t(`payments.statuses.${record.status}`);
const refundOf = (t: AdminT, record: PaymentRecord) => (record.refundStatus ? t(`payments.refunds.${record.refundStatus}`) : '');

/** The payments as the other CSVs: the asking user's language and separators, no cell a spreadsheet runs as a formula. */
function exportPayments(records: PaymentRecord[]) {
  const t = adminT();
  const rows = records.map((record) => [
    formatDateTime(record.createdAt),
    record.personName,
    record.portionTitle,
    formatCents(record.amountCents),
    record.method ?? '',
    statusOf(t, record),
    refundOf(t, record),
    record.molliePaymentId ?? '',
  ]);
  const header = ['date', 'person', 'portion', 'amount', 'method', 'status', 'refund', 'mollieId'].map((key) =>
    t(`payments.${key}` as 'payments.date'),
  );
  downloadCsv(`${t('payments.csvName')}.csv`, toCsv([header, ...rows]));
}

/**
 * The organisation's online payments: who paid what for which portion, by which method, and refunds. On a phone the
 * list keeps the person, the amount and the status (refunded among them); the CSV has every column.
 */
export function PaymentList() {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={t('payments.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filtersOf(t)}
      exporter={exportPayments}
      actions={
        <TopToolbar>
          <Button component={Link} to="/dashboard/betalen" startIcon={<SettingsIcon />} size="small">
            {t('payments.toSettings')}
          </Button>
          <LabelledExportButton />
        </TopToolbar>
      }
      empty={<EmptyList icon={PaymentsIcon} message={t('payments.empty')} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {!phone && (
          <DataTable.Col source="createdAt" label={t('payments.date')}>
            <LocalDateField source="createdAt" showTime />
          </DataTable.Col>
        )}
        <DataTable.Col source="personName" label={t('payments.person')} disableSort />
        {!phone && <DataTable.Col source="portionTitle" label={t('payments.portion')} disableSort />}
        <DataTable.Col source="amountCents" label={t('payments.amount')}>
          <FunctionField<PaymentRecord> render={(record) => formatCents(record.amountCents)} />
        </DataTable.Col>
        {!phone && (
          <DataTable.Col source="method" label={t('payments.method')} disableSort>
            <TextField source="method" emptyText="" />
          </DataTable.Col>
        )}
        <DataTable.Col source="status" label={t('payments.status')}>
          <FunctionField<PaymentRecord> render={(record) => statusOf(t, record)} />
        </DataTable.Col>
        {!phone && (
          <DataTable.Col source="refundStatus" label={t('payments.refund')} disableSort>
            <FunctionField<PaymentRecord> render={(record) => refundOf(t, record)} />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
