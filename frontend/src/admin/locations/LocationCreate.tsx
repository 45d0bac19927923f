import { Create, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';

const toRequest = ({ name, address }: RaRecord) => ({ name: String(name).trim(), ...(address?.trim() ? { address: address.trim() } : {}) });

export function LocationCreate() {
  const { t } = useTranslation('admin');
  const feedback = useSaveFeedback(t('locations.created'), t('locations.createFailedTitle'));
  return (
    <Create title={t('locations.createTitle')} transform={toRequest} mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(t('locations.required'))} fullWidth />
        <TextInput source="address" fullWidth />
      </SimpleForm>
    </Create>
  );
}
