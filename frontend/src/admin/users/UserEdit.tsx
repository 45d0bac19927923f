import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, USERS } from '../texts';

const required = requiredWith(USERS.required);

export function UserEdit() {
  const feedback = useSaveFeedback(USERS.updated, USERS.updateFailedTitle);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="email" disabled fullWidth />
        <TextInput source="firstName" validate={required} fullWidth />
        <TextInput source="lastName" validate={required} fullWidth />
        <SelectInput source="role" choices={ASSIGNABLE_ROLES} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
