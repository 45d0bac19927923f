import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, useNotify, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, USERS } from '../texts';

const required = requiredWith(USERS.required);

/** The API takes only these fields on an update; anything else is a 400. */
const editable = ({ firstName, lastName, role, isActive }: RaRecord) => ({ firstName, lastName, role, isActive });

export function UserEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify(USERS.updated, { type: 'success' }),
        onError: (error) => notify(failureMessage(USERS.updateFailedTitle, error), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput source="email" disabled fullWidth />
        <TextInput source="firstName" validate={required} fullWidth />
        <TextInput source="lastName" validate={required} fullWidth />
        <SelectInput source="role" choices={ASSIGNABLE_ROLES} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
