import { useEffect } from 'react';
import { Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { choices, PLAN_LABELS, TENANTS } from '../texts';
import { FirstAdminInputs, slugify, validSlug } from './FirstAdminInputs';

const required = requiredWith(TENANTS.required);

/** Suggests the slug from the name, as converting a request does, until the superadmin edits the slug. */
function SlugFromName() {
  const name = useWatch({ name: 'name' }) as string | undefined;
  const { setValue, getFieldState } = useFormContext();
  useEffect(() => {
    if (!getFieldState('slug').isDirty) setValue('slug', slugify(name ?? ''));
  }, [name, getFieldState, setValue]);
  return null;
}

export function TenantCreate() {
  const feedback = useSaveFeedback(TENANTS.created, TENANTS.createFailedTitle);
  return (
    <Create mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={{ plan: 'starter' }}>
        <TextInput source="name" validate={required} fullWidth />
        <SlugFromName />
        <TextInput source="slug" validate={[required, validSlug]} helperText={TENANTS.slugHint} fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} validate={required} fullWidth />
        <FirstAdminInputs />
      </SimpleForm>
    </Create>
  );
}
