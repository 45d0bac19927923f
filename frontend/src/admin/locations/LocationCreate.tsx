import { Create, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { LOCATIONS } from '../texts';

const toRequest = ({ name, address }: RaRecord) => ({ name: String(name).trim(), ...(address?.trim() ? { address: address.trim() } : {}) });

export function LocationCreate() {
  const feedback = useSaveFeedback(LOCATIONS.created, LOCATIONS.createFailedTitle);
  return (
    <Create transform={toRequest} mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(LOCATIONS.required)} fullWidth />
        <TextInput source="address" fullWidth />
      </SimpleForm>
    </Create>
  );
}
