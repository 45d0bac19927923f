import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, useNotify, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { choices, PLAN_LABELS, TENANTS } from '../texts';

/** The API takes only these fields on an update. */
const editable = ({ name, plan, isActive }: RaRecord) => ({ name, plan, isActive });

export function TenantEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify(TENANTS.updated, { type: 'success' }),
        onError: (error) => notify(failureMessage(TENANTS.updateFailedTitle, error), { type: 'error' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(TENANTS.required)} fullWidth />
        <TextInput source="slug" disabled fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
