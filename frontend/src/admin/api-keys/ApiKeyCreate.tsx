import { CheckboxGroupInput, TextInput } from 'react-admin';
import { SecretCreate } from '../shared/SecretCreate';
import { requiredWith } from '../shared/validators';
import { API_KEY_SCOPE_CHOICES, API_KEYS } from '../texts';

const required = requiredWith(API_KEYS.required);

export function ApiKeyCreate() {
  return (
    <SecretCreate failedTitle={API_KEYS.createFailedTitle} secretTitle={API_KEYS.secretTitle}>
      <TextInput source="name" validate={required} helperText={API_KEYS.nameHint} fullWidth />
      <CheckboxGroupInput source="scopes" choices={API_KEY_SCOPE_CHOICES} row={false} validate={required} />
    </SecretCreate>
  );
}
