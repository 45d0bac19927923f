import { Typography } from '@mui/material';
import { email, FormDataConsumer, minLength, PasswordInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { adminT } from '../shared/i18n';

const ACCESS_CHOICES = [
  { id: 'invitation', name: 'users.accessInvitation' },
  { id: 'temporary', name: 'users.accessTemporary' },
] as const;

interface FirstAdminValues {
  email: string;
  firstName: string;
  lastName: string;
  access?: 'invitation' | 'temporary';
  password?: string;
}

/** The form's starting values for `admin`: an invitation by mail, as for every new user. */
export const firstAdminDefaults = (admin: Partial<FirstAdminValues> = {}) => ({ ...admin, access: 'invitation', password: '' });

/** What the API takes: a password only when the superadmin hands over a temporary one; without it the admin is invited. */
export function toFirstAdmin({ email, firstName, lastName, access, password }: FirstAdminValues) {
  return access === 'temporary' ? { email, firstName, lastName, password } : { email, firstName, lastName };
}

/**
 * The first admin of a new tenant, under `admin.*`: used when creating a tenant and when converting a request. They get
 * an invitation mail to choose a password, unless the superadmin chooses to hand over a temporary one.
 */
export function FirstAdminInputs() {
  const { t } = useTranslation('admin');
  const required = requiredWith(t('tenants.required'));
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {t('tenants.firstAdmin')}
      </Typography>
      <TextInput
        source="admin.email"
        label={t('common.email')}
        type="email"
        validate={[required, email(t('common.invalidEmail'))]}
        fullWidth
      />
      <TextInput source="admin.firstName" label={t('common.firstName')} validate={required} fullWidth />
      <TextInput source="admin.lastName" label={t('common.lastName')} validate={required} fullWidth />
      <RadioButtonGroupInput
        source="admin.access"
        label={t('users.access')}
        choices={ACCESS_CHOICES.map((choice) => ({ id: choice.id, name: t(choice.name) }))}
        translateChoice={false}
        helperText={t('users.accessHint')}
        row={false}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.admin?.access === 'temporary' && (
            <PasswordInput
              source="admin.password"
              label={t('users.temporaryPassword')}
              autoComplete="new-password"
              validate={[required, minLength(8, t('common.passwordTooShort'))]}
              helperText={t('users.temporaryPasswordHint')}
              fullWidth
            />
          )
        }
      </FormDataConsumer>
    </>
  );
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Zorggroep Noord" to "zorggroep-noord": a suggestion the superadmin may change. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const validSlug = (value: string) =>
  value && (value.length < 2 || value.length > 60 || !SLUG_PATTERN.test(value)) ? adminT()('tenants.slugInvalid') : undefined;
