import { BooleanInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar, type RaRecord } from 'react-admin';
import { EraseUserButton } from '../data-rights/EraseUserButton';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, USERS } from '../texts';
import { ResendInvitationButton } from './ResendInvitationButton';

const required = requiredWith(USERS.required);

/** The API takes only these fields on an update; anything else is a 400. */
const editable = ({ firstName, lastName, role, isActive }: RaRecord) => ({ firstName, lastName, role, isActive });

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton alwaysEnable />
      <EraseUserButton />
    </Toolbar>
  );
}

export function UserEdit() {
  const feedback = useSaveFeedback(USERS.updated, USERS.updateFailedTitle);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={feedback}
      actions={
        <TopToolbar>
          <ResendInvitationButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="email" disabled fullWidth />
        <TextInput source="firstName" validate={required} fullWidth />
        <TextInput source="lastName" validate={required} fullWidth />
        <SelectInput source="role" choices={ASSIGNABLE_ROLES} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
