import { Alert } from '@mui/material';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { SaveToolbar } from '../shared/SaveToolbar';
import { useSaveFeedback } from '../shared/save-feedback';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookInputs } from './WebhookInputs';
import { useTranslation } from 'react-i18next';

function DisabledReason() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  if (!record?.disabledReason) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
      {t('webhooks.disabledBecause', { reason: String(record.disabledReason) })}
    </Alert>
  );
}

export function WebhookEdit() {
  const { t } = useTranslation('admin');
  const feedback = useSaveFeedback(t('webhooks.updated'), t('webhooks.updateFailedTitle'));
  return (
    <Edit mutationMode="pessimistic" mutationOptions={feedback}>
      <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }}>
        <DisabledReason />
        <WebhookInputs />
      </SimpleForm>
      <WebhookDeliveries />
    </Edit>
  );
}
