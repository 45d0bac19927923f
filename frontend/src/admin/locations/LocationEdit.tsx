import { BooleanInput, Edit, SimpleForm, TextInput, useNotify, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { LOCATIONS } from '../texts';

/** The API takes only these fields on an update. */
const editable = ({ name, address, isActive }: RaRecord) => ({ name, address: address?.trim() ? address.trim() : null, isActive });

export function LocationEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify(LOCATIONS.updated, { type: 'success' }),
        onError: (error) => notify(failureMessage(LOCATIONS.updateFailedTitle, error), { type: 'error', multiLine: true }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(LOCATIONS.required)} fullWidth />
        <TextInput source="address" fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
