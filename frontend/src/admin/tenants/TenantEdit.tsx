import { BooleanInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import { EraseTenantButton } from '../data-rights/EraseTenantButton';
import { ExportTenantButton } from '../data-rights/ExportTenantButton';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { choices, PLAN_LABELS, TENANTS } from '../texts';

/** The API takes only these fields on an update. */
const editable = ({ name, plan, isActive }: RaRecord) => ({ name, plan, isActive });

function EditToolbar() {
  const tenant = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton alwaysEnable />
      {tenant && <ExportTenantButton tenantId={String(tenant.id)} />}
      <EraseTenantButton />
    </Toolbar>
  );
}

export function TenantEdit() {
  const feedback = useSaveFeedback(TENANTS.updated, TENANTS.updateFailedTitle);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(TENANTS.required)} fullWidth />
        <TextInput source="slug" disabled fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
