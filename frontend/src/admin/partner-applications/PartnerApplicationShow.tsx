import { Box, Stack } from '@mui/material';
import { DeleteButton, EmailField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { HistoryList, LeadStatusField, StatusChangePanel } from '../shared/leads';
import { LEADS, PARTNER_STATUS_LABELS } from '../texts';

const STATUSES = Object.keys(PARTNER_STATUS_LABELS);

function Actions() {
  return (
    <TopToolbar>
      <DeleteButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle={LEADS.deletePartnerTitle}
        confirmContent={LEADS.deleteContent}
      />
    </TopToolbar>
  );
}

function ApplicationTitle() {
  const record = useRecordContext();
  return <span>{record ? `${record.firstName} ${record.lastName}` : ''}</span>;
}

export function PartnerApplicationShow() {
  return (
    // The list seeds this record without its history: always fetch the full one when the page opens.
    <Show actions={<Actions />} title={<ApplicationTitle />} queryOptions={{ refetchOnMount: 'always' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, p: 2 }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <Labeled label="resources.partner-applications.fields.status">
            <LeadStatusField labels={PARTNER_STATUS_LABELS} />
          </Labeled>
          <EmailField source="email" />
          <TextField source="phone" emptyText="–" />
          <TextField source="company" emptyText="–" />
          <TextField source="role" />
          <TextField source="experience" sx={{ whiteSpace: 'pre-wrap' }} />
          <TextField source="network" sx={{ whiteSpace: 'pre-wrap' }} />
          <TextField source="motivation" sx={{ whiteSpace: 'pre-wrap' }} />
          <DutchDateField source="createdAt" showTime />
        </SimpleShowLayout>
        <Stack spacing={2}>
          <StatusChangePanel labels={PARTNER_STATUS_LABELS} options={STATUSES} />
          <HistoryList labels={PARTNER_STATUS_LABELS} />
        </Stack>
      </Box>
    </Show>
  );
}
