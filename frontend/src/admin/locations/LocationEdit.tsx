import { BooleanInput, Edit, SimpleForm, TextInput } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { LOCATIONS } from '../texts';

export function LocationEdit() {
  const feedback = useSaveFeedback(LOCATIONS.updated, LOCATIONS.updateFailedTitle);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(LOCATIONS.required)} fullWidth />
        <TextInput source="address" fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
