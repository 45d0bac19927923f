import { BooleanInput, Edit, SimpleForm, TextInput } from 'react-admin';
import { RecordTitle } from '../shared/RecordTitle';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { LOCATIONS, RECORD_KINDS } from '../texts';
import { LocationDisplays } from './LocationDisplays';

export function LocationEdit() {
  const feedback = useSaveFeedback(LOCATIONS.updated, LOCATIONS.updateFailedTitle);
  return (
    <Edit
      title={<RecordTitle kind={RECORD_KINDS.location} name={(location) => location.name} />}
      mutationMode="pessimistic"
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(LOCATIONS.required)} fullWidth />
        <TextInput source="address" fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
      <LocationDisplays />
    </Edit>
  );
}
