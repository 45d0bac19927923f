import { Typography } from '@mui/material';
import { email, minLength, PasswordInput, TextInput } from 'react-admin';
import { requiredWith } from '../shared/validators';
import { COMMON, TENANTS, USERS } from '../texts';

const required = requiredWith(TENANTS.required);

/** The first admin of a new tenant, under `admin.*`: used when creating a tenant and when converting a request. */
export function FirstAdminInputs() {
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {TENANTS.firstAdmin}
      </Typography>
      <TextInput source="admin.email" label={COMMON.email} type="email" validate={[required, email(COMMON.invalidEmail)]} fullWidth />
      <TextInput source="admin.firstName" label={COMMON.firstName} validate={required} fullWidth />
      <TextInput source="admin.lastName" label={COMMON.lastName} validate={required} fullWidth />
      <PasswordInput
        source="admin.password"
        label={USERS.temporaryPassword}
        autoComplete="new-password"
        validate={[required, minLength(8, COMMON.passwordTooShort)]}
        helperText={USERS.temporaryPasswordHint}
        fullWidth
      />
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
  value && (value.length < 2 || value.length > 60 || !SLUG_PATTERN.test(value)) ? TENANTS.slugInvalid : undefined;
