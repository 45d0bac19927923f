import { BooleanInput, Edit, FormDataConsumer, NumberInput, SelectInput, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { ATTRIBUTION, choices, PLAN_LABELS, TENANTS } from '../texts';
import { AttributionPanel } from './AttributionPanel';

/** The API takes only these fields on an update. */
const editable = ({ name, plan, isActive, monthlyPriceCents }: RaRecord) => ({
  name,
  plan,
  isActive,
  // The Maatwerk price goes along only once it is filled in.
  ...(typeof monthlyPriceCents === 'number' ? { monthlyPriceCents } : {}),
});

export function TenantEdit() {
  const feedback = useSaveFeedback(TENANTS.updated, TENANTS.updateFailedTitle);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(TENANTS.required)} fullWidth />
        <TextInput source="slug" disabled fullWidth />
        <SelectInput source="plan" choices={choices(PLAN_LABELS)} fullWidth />
        <FormDataConsumer>
          {({ formData }) =>
            formData.plan === 'custom' && <NumberInput source="monthlyPriceCents" min={0} step={100} helperText={ATTRIBUTION.monthlyPriceHint} fullWidth />
          }
        </FormDataConsumer>
        <BooleanInput source="isActive" />
      </SimpleForm>
      <AttributionPanel />
    </Edit>
  );
}
