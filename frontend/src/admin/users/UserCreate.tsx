import {
  Create,
  email,
  FormDataConsumer,
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
import { SaveToolbar } from '../shared/SaveToolbar';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { ASSIGNABLE_ROLES, COMMON, USERS } from '../texts';

const required = requiredWith(USERS.required);

const ACCESS_CHOICES = [
  { id: 'invitation', name: USERS.accessInvitation },
  { id: 'temporary', name: USERS.accessTemporary },
];

/** The API takes a password only for a temporary one; without it the user is mailed an invitation. */
const toRegistration = ({ access, password, ...user }: RaRecord) => (access === 'temporary' ? { ...user, password } : user);

export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={toRegistration}
      mutationOptions={{
        onSuccess: (_user: RaRecord, variables: { data?: { password?: string } }) => {
          notify(variables.data?.password ? USERS.created : USERS.invited, { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(failureMessage(USERS.createFailedTitle, error), { type: 'error', multiLine: true }),
      }}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={{ access: 'invitation' }}>
        <TextInput source="email" type="email" validate={[required, email(COMMON.invalidEmail)]} fullWidth />
        <TextInput source="firstName" validate={required} fullWidth />
        <TextInput source="lastName" validate={required} fullWidth />
        <SelectInput source="role" choices={ASSIGNABLE_ROLES} validate={required} fullWidth />
        <RadioButtonGroupInput source="access" choices={ACCESS_CHOICES} helperText={USERS.accessHint} row={false} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.access === 'temporary' && (
              <PasswordInput
                source="password"
                autoComplete="new-password"
                validate={[required, minLength(8, COMMON.passwordTooShort)]}
                helperText={USERS.temporaryPasswordHint}
                fullWidth
              />
            )
          }
        </FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
