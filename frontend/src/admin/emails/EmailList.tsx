import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import { Chip } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SearchInput, SelectInput, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { LocalDateField } from '../shared/LocalDateField';
import { EmptyList } from '../shared/EmptyList';
import { failureMessage } from '../shared/errors';
import { useTranslation } from 'react-i18next';
import { type AdminT, choices } from '../shared/i18n';

const filtersOf = (t: AdminT) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={t('common.search')} />,
  <SelectInput
    key="status"
    source="status"
    choices={choices(t('emailStatusLabels', { returnObjects: true }))}
    translateChoice={false}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    choices={choices(t('emailKindLabels', { returnObjects: true }))}
    translateChoice={false}
    alwaysOn
  />,
];

const STATUS_COLORS = { queued: 'info', sent: 'success', failed: 'error', held: 'default' } as const;

function EmailStatusField(_: { source?: string; label?: string }) {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  if (!record) return null;
  const status = record.status as keyof typeof STATUS_COLORS;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={t(`emailStatusLabels.${status}`, { defaultValue: status })}
      data-testid="email-status"
    />
  );
}

/** Queues a failed mail again; shown on failed mails only. */
function RetryButton() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (record?.status !== 'failed') return null;
  const retry = async () => {
    setPending(true);
    try {
      await dataProvider.retryEmail(String(record.id));
      notify(t('emails.retried'), { type: 'success' });
    } catch (error) {
      notify(failureMessage(t('emails.retryFailedTitle'), error), { type: 'error', multiLine: true });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label={t('emails.retry')} onClick={retry} disabled={pending}>
      <ReplayIcon />
    </Button>
  );
}

/** Outgoing mail for superadmins: metadata only, since bodies carry login links. */
export function EmailList() {
  const { t } = useTranslation('admin');
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filtersOf(t)}
      exporter={false}
      empty={<EmptyList icon={MailOutlineIcon} message={t('emails.empty')} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="createdAt" field={LocalDateField} />
        <DataTable.Col source="recipient" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="kind" render={(email) => t(`emailKindLabels.${email.kind as 'invitation'}`, { defaultValue: email.kind })} />
        <DataTable.Col source="status" render={() => <EmailStatusField />} />
        <DataTable.Col source="attempts" />
        <DataTable.Col source="lastError" />
        <DataTable.Col source="sentAt" field={LocalDateField} />
        <DataTable.Col label="" render={() => <RetryButton />} />
      </DataTable>
    </List>
  );
}
