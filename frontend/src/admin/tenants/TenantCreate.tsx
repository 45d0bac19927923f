import { Create, SelectInput, SimpleForm, TextInput, useNotify } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { choices, PLAN_LABELS, TENANTS } from '../texts';
import { FirstAdminInputs, validSlug } from './FirstAdminInputs';

const required = requiredWith(TENANTS.required);

export function TenantCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify(TENANTS.created, { type: 'success' }),
        onError: (error) => notify(failureMessage(TENANTS.createFailedTitle, error), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ plan: 'starter' }}>
        <TextInput source="name" validate={required} fullWidth />
        <TextInput source="slug" validate={[required, validSlug]} helperText={TENANTS.slugHint} fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} validate={required} fullWidth />
        <FirstAdminInputs />
      </SimpleForm>
    </Create>
  );
}
