import { Box, Stack } from '@mui/material';
import { DeleteButton, EmailField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { HistoryList, LeadStatusField, StatusChangePanel } from '../shared/leads';
import { useTranslation } from 'react-i18next';

const STATUSES = ['new', 'contacted', 'accepted', 'rejected'];

function Actions() {
  const { t } = useTranslation('admin');
  return (
    <TopToolbar>
      <DeleteButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle={t('leads.deletePartnerTitle')}
        confirmContent={t('leads.deleteContent')}
      />
    </TopToolbar>
  );
}

function ApplicationTitle() {
  const record = useRecordContext();
  return <span>{record ? `${record.firstName} ${record.lastName}` : ''}</span>;
}

export function PartnerApplicationShow() {
  const { t } = useTranslation('admin');
  return (
    // The list seeds this record without its history: always fetch the full one when the page opens.
    <Show actions={<Actions />} title={<ApplicationTitle />} queryOptions={{ refetchOnMount: 'always' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, p: 2 }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <Labeled label="resources.partner-applications.fields.status">
            <LeadStatusField labels={t('partnerStatusLabels', { returnObjects: true })} />
          </Labeled>
          <EmailField source="email" />
          <TextField source="phone" emptyText="–" />
          <TextField source="company" emptyText="–" />
          <TextField source="role" />
          <TextField source="experience" sx={{ whiteSpace: 'pre-wrap' }} />
          <TextField source="network" sx={{ whiteSpace: 'pre-wrap' }} />
          <TextField source="motivation" sx={{ whiteSpace: 'pre-wrap' }} />
          <LocalDateField source="createdAt" showTime />
        </SimpleShowLayout>
        <Stack spacing={2}>
          <StatusChangePanel labels={t('partnerStatusLabels', { returnObjects: true })} options={STATUSES} />
          <HistoryList labels={t('partnerStatusLabels', { returnObjects: true })} />
        </Stack>
      </Box>
    </Show>
  );
}
