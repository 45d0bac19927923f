import { Alert } from '@mui/material';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { WEBHOOKS } from '../texts';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookInputs } from './WebhookInputs';

function DisabledReason() {
  const record = useRecordContext();
  if (!record?.disabledReason) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
      {WEBHOOKS.disabledBecause(String(record.disabledReason))}
    </Alert>
  );
}

export function WebhookEdit() {
  const feedback = useSaveFeedback(WEBHOOKS.updated, WEBHOOKS.updateFailedTitle);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <DisabledReason />
        <WebhookInputs />
      </SimpleForm>
      <WebhookDeliveries />
    </Edit>
  );
}
