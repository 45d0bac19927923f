import {
  BooleanInput,
  Edit,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { EraseTenantButton } from '../data-rights/EraseTenantButton';
import { ExportTenantButton } from '../data-rights/ExportTenantButton';
import { RecordTitle } from '../shared/RecordTitle';
import { TenantUsers } from './TenantUsers';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ATTRIBUTION, choices, PLAN_LABELS, RECORD_KINDS, TENANTS } from '../texts';
import { AttributionPanel } from './AttributionPanel';

/** The API takes only these fields on an update. */
const editable = ({ name, plan, isActive, monthlyPriceCents }: RaRecord) => ({
  name,
  plan,
  isActive,
  // The Maatwerk price goes along only once it is filled in.
  ...(typeof monthlyPriceCents === 'number' ? { monthlyPriceCents } : {}),
});

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
      title={<RecordTitle kind={RECORD_KINDS.tenant} name={(tenant) => tenant.name} />}
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(TENANTS.required)} fullWidth />
        <TextInput source="slug" readOnly fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} fullWidth />
        <FormDataConsumer>
          {({ formData }) =>
            formData.plan === 'custom' && (
              <NumberInput source="monthlyPriceCents" min={0} step={100} helperText={ATTRIBUTION.monthlyPriceHint} fullWidth />
            )
          }
        </FormDataConsumer>
        <BooleanInput source="isActive" />
      </SimpleForm>
      <AttributionPanel />
      <TenantUsers />
    </Edit>
  );
}
