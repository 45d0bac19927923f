import { BooleanInput, CheckboxGroupInput, TextInput } from 'react-admin';
import { requiredWith } from '../shared/validators';
import { WEBHOOK_EVENT_CHOICES, WEBHOOKS } from '../texts';

const required = requiredWith(WEBHOOKS.required);

/** What an admin sets on an endpoint, when registering it and when editing it. */
export function WebhookInputs() {
  return (
    <>
      <TextInput source="url" type="url" validate={required} helperText={WEBHOOKS.urlHint} fullWidth />
      <CheckboxGroupInput source="events" choices={WEBHOOK_EVENT_CHOICES} row={false} validate={required} />
      <BooleanInput source="enabled" />
    </>
  );
}
