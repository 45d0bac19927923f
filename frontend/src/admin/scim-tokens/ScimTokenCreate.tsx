import { TextInput } from 'react-admin';
import { SecretCreate } from '../shared/SecretCreate';
import { requiredWith } from '../shared/validators';
import { SCIM_TOKENS } from '../texts';

const required = requiredWith(SCIM_TOKENS.required);

export function ScimTokenCreate() {
  return (
    <SecretCreate failedTitle={SCIM_TOKENS.createFailedTitle} secretTitle={SCIM_TOKENS.secretTitle} secretField="token">
      <TextInput source="name" validate={required} helperText={SCIM_TOKENS.nameHint} fullWidth />
    </SecretCreate>
  );
}
