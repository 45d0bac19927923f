import { Create, SimpleForm, TextInput, useNotify, type RaRecord } from 'react-admin';
import { failureMessage } from '../shared/errors';
import { requiredWith } from '../shared/validators';
import { LOCATIONS } from '../texts';

const toRequest = ({ name, address }: RaRecord) => ({ name: String(name).trim(), ...(address?.trim() ? { address: address.trim() } : {}) });

export function LocationCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="list"
      transform={toRequest}
      mutationOptions={{
        onSuccess: () => notify(LOCATIONS.created, { type: 'success' }),
        onError: (error) => notify(failureMessage(LOCATIONS.createFailedTitle, error), { type: 'error', multiLine: true }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(LOCATIONS.required)} fullWidth />
        <TextInput source="address" fullWidth />
      </SimpleForm>
    </Create>
  );
}
