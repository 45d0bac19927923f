import { Create, email, minLength, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, COMMON, USERS } from '../texts';

const required = requiredWith(USERS.required);

export function UserCreate() {
  const feedback = useSaveFeedback(USERS.created, USERS.createFailedTitle);
  return (
    <Create
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="email" type="email" validate={[required, email(COMMON.invalidEmail)]} fullWidth />
        <TextInput source="firstName" validate={required} fullWidth />
        <TextInput source="lastName" validate={required} fullWidth />
        <SelectInput source="role" choices={ASSIGNABLE_ROLES} validate={required} fullWidth />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={[required, minLength(8, COMMON.passwordTooShort)]}
          helperText={USERS.temporaryPasswordHint}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
