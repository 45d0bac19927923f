import { Alert } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, Edit, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { WEBHOOK_EVENT_CHOICES, WEBHOOKS } from '../texts';
import { WebhookDeliveries } from './WebhookDeliveries';

const required = requiredWith(WEBHOOKS.required);

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
        <TextInput source="url" type="url" validate={required} helperText={WEBHOOKS.urlHint} fullWidth />
        <CheckboxGroupInput source="events" choices={WEBHOOK_EVENT_CHOICES} row={false} validate={required} />
        <BooleanInput source="enabled" />
      </SimpleForm>
      <WebhookDeliveries />
    </Edit>
  );
}
