import { SecretCreate } from '../shared/SecretCreate';
import { WebhookInputs } from './WebhookInputs';
import { useTranslation } from 'react-i18next';

export function WebhookCreate() {
  const { t } = useTranslation('admin');
  return (
    <SecretCreate
      title={t('webhooks.createTitle')}
      failedTitle={t('webhooks.createFailedTitle')}
      secretTitle={t('webhooks.secretTitle')}
      defaultValues={{ enabled: true }}
    >
      <WebhookInputs />
    </SecretCreate>
  );
}
