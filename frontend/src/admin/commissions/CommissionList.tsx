import PaymentsIcon from '@mui/icons-material/Payments';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import PaidIcon from '@mui/icons-material/Paid';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  DateInput,
  Form,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { formatCents, formatMonth } from '../../lib/format';
import { downloadBlob } from '../analytics/csv';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { EmptyList } from '../shared/EmptyList';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { adminT, type AdminT } from '../shared/i18n';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const validMonth = (value: unknown) => (value && !MONTH.test(String(value)) ? adminT()('commissions.monthInvalid') : undefined);

const filtersOf = (t: AdminT) => [
  <TextInput key="month" source="month" alwaysOn helperText={t('commissions.monthHint')} validate={validMonth} resettable />,
  // Sorted by company: the API sorts partners by named fields only (react-admin's default is id).
  <ReferenceInput key="partnerId" source="partnerId" reference="partners" sort={{ field: 'company', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="company" />
  </ReferenceInput>,
];

const STATUS_COLOR = { open: 'info', closed: 'secondary', paid: 'success' } as const;

/** The filtered month, when it is a whole YYYY-MM. */
function useMonthFilter(): string | null {
  const { filterValues } = useListContext();
  const month = String(filterValues.month ?? '');
  return MONTH.test(month) ? month : null;
}

/** Close the filtered month and download its payouts; both need a month in the filter. */
function MonthActions() {
  const { t } = useTranslation('admin');
  const month = useMonthFilter();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const close = useMutation({
    mutationFn: (chosen: string) => dataProvider.closeMonth(chosen),
    onSuccess: () => notify(t('commissions.closed'), { type: 'success' }),
    onError: (error) => notify(failureMessage(t('commissions.closeFailedTitle'), error), { type: 'error' }),
  });
  const download = async (chosen: string) => {
    const { fileName, blob } = await dataProvider.payoutsCsv(chosen);
    downloadBlob(fileName, blob);
  };
  return (
    <TopToolbar>
      <Button
        startIcon={<LockIcon />}
        variant="contained"
        disabled={!month || close.isPending}
        title={month ? undefined : t('commissions.chooseMonth')}
        onClick={() => month && close.mutate(month)}
      >
        {t('commissions.close')}
      </Button>
      <Button startIcon={<DownloadIcon />} disabled={!month} onClick={() => month && void download(month)}>
        {t('commissions.exportCsv')}
      </Button>
    </TopToolbar>
  );
}

/** "Markeer als uitbetaald" on a closed line: records the payment of all the partner's lines of that month. */
function MarkPaidButton() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const pay = useMutation({
    mutationFn: (values: { paidOn: string; reference: string }) =>
      dataProvider.markPaid(String(record?.month), {
        partnerId: String(record?.partnerId),
        paidOn: values.paidOn,
        reference: values.reference,
      }),
    onSuccess: () => {
      setOpen(false);
      notify(t('commissions.paidSaved'), { type: 'success' });
    },
    onError: (error) => notify(failureMessage(t('commissions.paidFailedTitle'), error), { type: 'error' }),
  });
  if (!record || record.status !== 'closed') return null;
  const required = requiredWith(t('commissions.required'));
  return (
    <>
      <Button size="small" startIcon={<PaidIcon />} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        {t('commissions.markPaid')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="xs">
        {/* Its own record: the row's line (paidOn null) must not prefill the form. */}
        <Form
          record={{ paidOn: new Date().toISOString().slice(0, 10), reference: '' }}
          onSubmit={(values: Record<string, unknown>) => pay.mutate(values as { paidOn: string; reference: string })}
        >
          <DialogTitle>{t('commissions.markPaidTitle', { month: formatMonth(String(record.month)) })}</DialogTitle>
          <DialogContent>
            <DateInput source="paidOn" label={t('commissions.paidOn')} validate={required} fullWidth />
            <TextInput source="reference" label={t('commissions.reference')} validate={required} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('leads.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={pay.isPending}>
              {t('commissions.markPaid')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The ledger: one line per attributed tenant and month, plus corrections; never edited. */
export function CommissionList() {
  const { t } = useTranslation('admin');
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filtersOf(t)} actions={<MonthActions />} empty={false} emptyWhileLoading>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList icon={PaymentsIcon} message={t('commissions.empty')} />}>
        <DataTable.Col source="month" render={(record: RaRecord) => formatMonth(record.month)} />
        <DataTable.Col source="partnerId">
          <ReferenceField source="partnerId" reference="partners" link="edit" />
        </DataTable.Col>
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="kind" render={(record: RaRecord) => t(`commissions.kinds.${record.kind as 'monthly' | 'correction'}`)} />
        <DataTable.Col
          source="activeDays"
          align="right"
          render={(record: RaRecord) => (record.kind === 'correction' ? '–' : `${record.activeDays} / ${record.daysInMonth}`)}
        />
        <DataTable.Col source="amountCents" align="right" render={(record: RaRecord) => formatCents(record.amountCents)} />
        <DataTable.Col source="status">
          <FunctionField
            render={(record: RaRecord) => (
              <Chip
                size="small"
                color={STATUS_COLOR[record.status as keyof typeof STATUS_COLOR]}
                label={t(`commissions.statuses.${record.status as 'open' | 'closed' | 'paid'}`)}
              />
            )}
          />
        </DataTable.Col>
        <DataTable.Col label=" ">
          <MarkPaidButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
