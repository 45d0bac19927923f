import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { RecordTitle } from '../shared/RecordTitle';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, USERS, RECORD_KINDS } from '../texts';

const required = requiredWith(USERS.required);

/** The API takes only these fields on an update; anything else is a 400. */
const editable = ({ firstName, lastName, role, isActive }: RaRecord) => ({ firstName, lastName, role, isActive });

export function UserEdit() {
  const feedback = useSaveFeedback(USERS.updated, USERS.updateFailedTitle);
  return (
    <Edit
      title={<RecordTitle kind={RECORD_KINDS.user} name={(user) => `${user.firstName} ${user.lastName}`} />}
      mutationMode="pessimistic"
      transform={editable}
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
