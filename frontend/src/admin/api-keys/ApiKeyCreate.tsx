import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { CheckboxGroupInput, Create, SimpleForm, TextInput, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { SaveToolbar } from '../shared/SaveToolbar';
import { requiredWith } from '../shared/validators';
import { API_KEY_SCOPE_CHOICES, API_KEYS } from '../texts';

const required = requiredWith(API_KEYS.required);

/** Creates a key and shows its secret once, in a dialog; leaving the dialog goes back to the list. */
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
      <Dialog open={secret !== null} aria-labelledby="api-key-secret-title">
        <DialogTitle id="api-key-secret-title">{API_KEYS.secretTitle}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {API_KEYS.secretOnce}
          </Alert>
          <TextField label={API_KEYS.secretLabel} value={secret ?? ''} fullWidth slotProps={{ input: { readOnly: true } }} onFocus={(event) => event.target.select()} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(secret ?? '').then(() => notify(API_KEYS.copied, { type: 'success' }))}>
            {API_KEYS.copy}
          </Button>
          <Button variant="contained" onClick={() => redirect('list', 'api-keys')}>
            {API_KEYS.done}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
