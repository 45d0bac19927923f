import { useEffect } from 'react';
import { Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { FirstAdminInputs, firstAdminDefaults, slugify, toFirstAdmin, validSlug } from './FirstAdminInputs';
import type { RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { choices } from '../shared/i18n';

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
  const { t } = useTranslation('admin');
  const required = requiredWith(t('tenants.required'));
  const feedback = useSaveFeedback(t('tenants.created'), t('tenants.createFailedTitle'));
  return (
    <Create
      title={t('tenants.createTitle')}
      mutationOptions={feedback}
      transform={({ admin, ...tenant }: RaRecord) => ({ ...tenant, admin: toFirstAdmin(admin) })}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={{ plan: 'starter', admin: firstAdminDefaults() }}>
        <TextInput source="name" validate={required} fullWidth />
        <SlugFromName />
        <TextInput source="slug" validate={[required, validSlug]} helperText={t('tenants.slugHint')} fullWidth />
        <SelectInput
          source="plan"
          choices={choices(t('planLabels', { returnObjects: true }))}
          translateChoice={false}
          validate={required}
          fullWidth
        />
        <FirstAdminInputs />
      </SimpleForm>
    </Create>
  );
}
