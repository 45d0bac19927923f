import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { RecordTitle } from '../shared/RecordTitle';
import { TenantUsers } from './TenantUsers';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { choices, PLAN_LABELS, TENANTS, RECORD_KINDS } from '../texts';

/** The API takes only these fields on an update. */
const editable = ({ name, plan, isActive }: RaRecord) => ({ name, plan, isActive });

export function TenantEdit() {
  const feedback = useSaveFeedback(TENANTS.updated, TENANTS.updateFailedTitle);
  return (
    <Edit
      title={<RecordTitle kind={RECORD_KINDS.tenant} name={(tenant) => tenant.name} />}
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(TENANTS.required)} fullWidth />
        <TextInput source="slug" disabled fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
      <TenantUsers />
    </Edit>
  );
}
