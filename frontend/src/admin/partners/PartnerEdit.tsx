import { BooleanInput, Edit, EmailField, Labeled, NumberInput, SimpleForm, TextField } from 'react-admin';
import { DutchDateField } from '../shared/DutchDateField';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { PARTNERS } from '../texts';

const validRate = (value: unknown) =>
  typeof value !== 'number' || value < 0 || value > 100 || Math.round(value * 100) !== value * 100 ? PARTNERS.rateInvalid : undefined;

/** A partner's details; the superadmin changes the commission rate or deactivates them (their code is then ignored). */
export function PartnerEdit() {
  const feedback = useSaveFeedback(PARTNERS.updated, PARTNERS.updateFailedTitle);
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
          <DutchDateField source="createdAt" />
        </Labeled>
        <NumberInput source="commissionRate" min={0} max={100} step={0.5} validate={validRate} helperText={PARTNERS.commissionRateHint} />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
