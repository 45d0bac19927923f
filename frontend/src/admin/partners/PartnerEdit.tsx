import { BooleanInput, Edit, EmailField, Labeled, NumberInput, SimpleForm, TextField } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { useTranslation } from 'react-i18next';
import { adminT } from '../shared/i18n';

const validRate = (value: unknown) =>
  typeof value !== 'number' || value < 0 || value > 100 || Math.round(value * 100) !== value * 100
    ? adminT()('partners.rateInvalid')
    : undefined;

/** A partner's details; the superadmin changes the commission rate or deactivates them (their code is then ignored). */
export function PartnerEdit() {
  const { t } = useTranslation('admin');
  const feedback = useSaveFeedback(t('partners.updated'), t('partners.updateFailedTitle'));
  return (
    <Edit mutationMode="pessimistic" mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <Labeled>
          <TextField source="company" />
        </Labeled>
        <Labeled>
          <TextField source="contactName" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="referralCode" />
        </Labeled>
        <Labeled>
          <LocalDateField source="createdAt" />
        </Labeled>
        <NumberInput
          source="commissionRate"
          min={0}
          max={100}
          step={0.5}
          validate={validRate}
          helperText={t('partners.commissionRateHint')}
        />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
