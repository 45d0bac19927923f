import { Create, email, minLength, PasswordInput, SelectInput, SimpleForm, TextInput, useNotify } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, COMMON, USERS } from '../texts';

const required = requiredWith(USERS.required);

export function UserCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify(USERS.created, { type: 'success' }),
        onError: (error) => notify(failureMessage(USERS.createFailedTitle, error), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
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
