import { Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { choices, PLAN_LABELS, TENANTS } from '../texts';
import { FirstAdminInputs, validSlug } from './FirstAdminInputs';

const required = requiredWith(TENANTS.required);

export function TenantCreate() {
  const feedback = useSaveFeedback(TENANTS.created, TENANTS.createFailedTitle);
  return (
    <Create mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={{ plan: 'starter' }}>
        <TextInput source="name" validate={required} fullWidth />
        <TextInput source="slug" validate={[required, validSlug]} helperText={TENANTS.slugHint} fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} validate={required} fullWidth />
        <FirstAdminInputs />
      </SimpleForm>
    </Create>
  );
}
