import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, Create, SimpleForm, TextInput, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { SaveToolbar } from '../shared/SaveToolbar';
import { SecretDialog } from '../shared/SecretDialog';
import { requiredWith } from '../shared/validators';
import { WEBHOOK_EVENT_CHOICES, WEBHOOKS } from '../texts';

const required = requiredWith(WEBHOOKS.required);

/** Registers an endpoint and shows its signing secret once; leaving the dialog goes back to the list. */
export function WebhookCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [secret, setSecret] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: (endpoint: RaRecord) => setSecret(String(endpoint.secret)),
    onError: (error: unknown) => notify(failureMessage(WEBHOOKS.createFailedTitle, error), { type: 'error', multiLine: true }),
  };
  return (
    <>
      <Create mutationOptions={mutationOptions}>
        <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={{ enabled: true }}>
          <TextInput source="url" type="url" validate={required} helperText={WEBHOOKS.urlHint} fullWidth />
          <CheckboxGroupInput source="events" choices={WEBHOOK_EVENT_CHOICES} row={false} validate={required} />
          <BooleanInput source="enabled" />
        </SimpleForm>
      </Create>
      <SecretDialog secret={secret} title={WEBHOOKS.secretTitle} onDone={() => redirect('list', 'webhooks')} />
    </>
  );
}
