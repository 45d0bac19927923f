import { useState } from 'react';
import { CheckboxGroupInput, Create, SimpleForm, TextInput, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { SaveToolbar } from '../shared/SaveToolbar';
import { SecretDialog } from '../shared/SecretDialog';
import { requiredWith } from '../shared/validators';
import { API_KEY_SCOPE_CHOICES, API_KEYS } from '../texts';

const required = requiredWith(API_KEYS.required);

/** Creates a key and shows its secret once; leaving the dialog goes back to the list. */
export function ApiKeyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [secret, setSecret] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: (key: RaRecord) => setSecret(String(key.secret)),
    onError: (error: unknown) => notify(failureMessage(API_KEYS.createFailedTitle, error), { type: 'error', multiLine: true }),
  };
  return (
    <>
      <Create mutationOptions={mutationOptions}>
        <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
          <TextInput source="name" validate={required} helperText={API_KEYS.nameHint} fullWidth />
          <CheckboxGroupInput source="scopes" choices={API_KEY_SCOPE_CHOICES} row={false} validate={required} />
        </SimpleForm>
      </Create>
      <SecretDialog secret={secret} title={API_KEYS.secretTitle} onDone={() => redirect('list', 'api-keys')} />
    </>
  );
}
