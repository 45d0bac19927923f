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
import { AttributionPanel } from './AttributionPanel';
import { SsoDomainsPanel } from './SsoDomainsPanel';
import { useTranslation } from 'react-i18next';
import { choices } from '../shared/i18n';

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
  const { t } = useTranslation('admin');
  const feedback = useSaveFeedback(t('tenants.updated'), t('tenants.updateFailedTitle'));
  return (
    <Edit
      title={<RecordTitle kind={t('recordKinds.tenant')} name={(tenant) => tenant.name} />}
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(t('tenants.required'))} fullWidth />
        <TextInput source="slug" readOnly fullWidth />
        <SelectInput source="plan" choices={choices(t('planLabels', { returnObjects: true }))} translateChoice={false} fullWidth />
        <FormDataConsumer>
          {({ formData }) =>
            formData.plan === 'custom' && (
              <NumberInput source="monthlyPriceCents" min={0} step={100} helperText={t('attribution.monthlyPriceHint')} fullWidth />
            )
          }
        </FormDataConsumer>
        <BooleanInput source="isActive" />
      </SimpleForm>
      <AttributionPanel />
      <SsoDomainsPanel />
      <TenantUsers />
    </Edit>
  );
}
