import { BooleanInput, Edit, SimpleForm, TextInput } from 'react-admin';
import { RecordTitle } from '../shared/RecordTitle';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { requiredWith } from '../shared/validators';
import { LocationDisplays } from './LocationDisplays';
import { useTranslation } from 'react-i18next';

export function LocationEdit() {
  const { t } = useTranslation('admin');
  const feedback = useSaveFeedback(t('locations.updated'), t('locations.updateFailedTitle'));
  return (
    <Edit
      title={<RecordTitle kind={t('recordKinds.location')} name={(location) => location.name} />}
      mutationMode="pessimistic"
      mutationOptions={feedback}
    >
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <TextInput source="name" validate={requiredWith(t('locations.required'))} fullWidth />
        <TextInput source="address" fullWidth />
        <BooleanInput source="isActive" />
      </SimpleForm>
      <LocationDisplays />
    </Edit>
  );
}
