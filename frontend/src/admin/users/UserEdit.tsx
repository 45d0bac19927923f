import { BooleanInput, Edit, maxLength, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar } from 'react-admin';
import { EraseUserButton } from '../data-rights/EraseUserButton';
import { FormErrorSummary } from '../shared/FormErrorSummary';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ResendInvitationButton } from './ResendInvitationButton';
import { RecordTitle } from '../shared/RecordTitle';
import { useTranslation } from 'react-i18next';
import { useAssignableRoles } from '../shared/i18n';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton alwaysEnable />
      <EraseUserButton />
    </Toolbar>
  );
}

export function UserEdit() {
  const { t } = useTranslation('admin');
  const roles = useAssignableRoles();
  const feedback = useSaveFeedback(t('users.updated'), t('users.updateFailedTitle'));
  return (
    <Edit
      title={<RecordTitle kind={t('recordKinds.user')} name={(user) => `${user.firstName} ${user.lastName}`} />}
      mutationMode="pessimistic"
      mutationOptions={feedback}
      actions={
        <TopToolbar>
          <ResendInvitationButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }} noValidate>
        <FormErrorSummary title={t('users.required')} />
        <TextInput source="email" readOnly fullWidth />
        <TextInput source="firstName" validate={requiredWith(t('users.requiredFirstName'))} fullWidth />
        <TextInput source="lastName" validate={requiredWith(t('users.requiredLastName'))} fullWidth />
        <TextInput
          source="employeeNumber"
          validate={maxLength(50, t('users.employeeNumberTooLong'))}
          helperText={t('users.employeeNumberHint')}
          fullWidth
        />
        <SelectInput source="role" choices={roles} translateChoice={false} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
