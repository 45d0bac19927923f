import { BooleanInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar } from 'react-admin';
import { EraseUserButton } from '../data-rights/EraseUserButton';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, RECORD_KINDS, USERS } from '../texts';
import { ResendInvitationButton } from './ResendInvitationButton';
import { RecordTitle } from '../shared/RecordTitle';

const required = requiredWith(USERS.required);

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
      title={<RecordTitle kind={RECORD_KINDS.user} name={(user) => `${user.firstName} ${user.lastName}`} />}
      mutationMode="pessimistic"
      mutationOptions={feedback}
      actions={
        <TopToolbar>
          <ResendInvitationButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="email" readOnly fullWidth />
        <TextInput source="firstName" validate={required} fullWidth />
        <TextInput source="lastName" validate={required} fullWidth />
        <SelectInput source="role" choices={ASSIGNABLE_ROLES} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
