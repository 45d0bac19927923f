import { Alert, Box, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  DeleteButton,
  EmailField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { HistoryList, InstitutionTypeField, LeadStatusField, LocationCountField, StatusChangePanel } from '../shared/leads';
import { ConvertButton } from './ConvertDialog';
import { useTranslation } from 'react-i18next';

/** Converting is its own action, so the status menu offers only the manual steps. */
const MANUAL_STATUSES = ['new', 'contacted', 'rejected'] as const;

function Actions() {
  const { t } = useTranslation('admin');
  return (
    <TopToolbar>
      <DeleteButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle={t('leads.deleteContactTitle')}
        confirmContent={t('leads.deleteContent')}
      />
    </TopToolbar>
  );
}

/** A converted request links to the tenant that was made from it. */
function ConvertedTenantLink() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  if (!record?.tenantId) return null;
  return (
    <Alert severity="success" data-testid="converted-tenant" sx={{ width: '100%' }}>
      {t('leads.convertedInto')}:{' '}
      <Link component={RouterLink} to={`/dashboard/tenants/${record.tenantId}`}>
        {t('leads.openTenant')}
      </Link>
    </Alert>
  );
}

function ContactTitle() {
  const record = useRecordContext();
  return <span>{record?.organizationName}</span>;
}

export function ContactShow() {
  const { t } = useTranslation('admin');
  return (
    // The list seeds this record without its history: always fetch the full one when the page opens.
    <Show actions={<Actions />} title={<ContactTitle />} queryOptions={{ refetchOnMount: 'always' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, p: 2 }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="organizationName" />
          <Labeled label="resources.contacts.fields.status">
            <LeadStatusField labels={t('contactStatusLabels', { returnObjects: true })} />
          </Labeled>
          <TextField source="firstName" />
          <TextField source="lastName" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="–" />
          <Labeled label="resources.contacts.fields.institutionType">
            <InstitutionTypeField />
          </Labeled>
          <Labeled label="resources.contacts.fields.numberOfLocations">
            <LocationCountField />
          </Labeled>
          <TextField source="message" emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
          <ReferenceField source="partnerId" reference="partners" link="edit" emptyText="–" />
          <LocalDateField source="createdAt" showTime />
        </SimpleShowLayout>
        <Stack spacing={2}>
          <Stack spacing={1} alignItems="flex-start">
            <ConvertedTenantLink />
            <ConvertButton />
          </Stack>
          <StatusChangePanel
            labels={t('contactStatusLabels', { returnObjects: true })}
            options={MANUAL_STATUSES}
            reasonRequiredFor="rejected"
          />
          <HistoryList labels={t('contactStatusLabels', { returnObjects: true })} />
        </Stack>
      </Box>
    </Show>
  );
}
