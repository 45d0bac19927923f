import {
  Create,
  email,
  FormDataConsumer,
  maxLength,
  minLength,
  PasswordInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { FormErrorSummary } from '../shared/FormErrorSummary';
import { SaveToolbar } from '../shared/SaveToolbar';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { useAssignableRoles } from '../shared/i18n';

const ACCESS_CHOICES = [
  { id: 'invitation', name: 'users.accessInvitation' },
  { id: 'temporary', name: 'users.accessTemporary' },
] as const;

/** The API takes a password only for a temporary one; without it the user is mailed an invitation. */
const toRegistration = ({ access, password, ...user }: RaRecord) => (access === 'temporary' ? { ...user, password } : user);

export function UserCreate() {
  const { t } = useTranslation('admin');
  const roles = useAssignableRoles();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={t('users.createTitle')}
      transform={toRegistration}
      mutationOptions={{
        onSuccess: (_user: RaRecord, variables: { data?: { password?: string } }) => {
          notify(variables.data?.password ? t('users.created') : t('users.invited'), { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(failureMessage(t('users.createFailedTitle'), error), { type: 'error', multiLine: true }),
      }}
    >
      {/* noValidate: the app checks the e-mail address in its own words, not the browser's bubble. */}
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={{ access: 'invitation' }} noValidate>
        <FormErrorSummary title={t('users.required')} />
        <TextInput
          source="email"
          type="email"
          validate={[requiredWith(t('users.requiredEmail')), email(t('common.invalidEmail'))]}
          fullWidth
        />
        <TextInput source="firstName" validate={requiredWith(t('users.requiredFirstName'))} fullWidth />
        <TextInput source="lastName" validate={requiredWith(t('users.requiredLastName'))} fullWidth />
        <TextInput
          source="employeeNumber"
          validate={maxLength(50, t('users.employeeNumberTooLong'))}
          helperText={t('users.employeeNumberHint')}
          fullWidth
        />
        <SelectInput source="role" choices={roles} translateChoice={false} validate={requiredWith(t('users.requiredRole'))} fullWidth />
        <RadioButtonGroupInput
          source="access"
          choices={ACCESS_CHOICES.map((choice) => ({ id: choice.id, name: t(choice.name) }))}
          translateChoice={false}
          helperText={t('users.accessHint')}
          row={false}
        />
        <FormDataConsumer>
          {({ formData }) =>
            formData.access === 'temporary' && (
              <PasswordInput
                source="password"
                autoComplete="new-password"
                validate={[requiredWith(t('users.requiredPassword')), minLength(8, t('common.passwordTooShort'))]}
                helperText={t('users.temporaryPasswordHint')}
                fullWidth
              />
            )
          }
        </FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
