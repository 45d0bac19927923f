import { SecretCreate } from '../shared/SecretCreate';
import { WEBHOOKS } from '../texts';
import { WebhookInputs } from './WebhookInputs';

export function WebhookCreate() {
  return (
    <SecretCreate failedTitle={WEBHOOKS.createFailedTitle} secretTitle={WEBHOOKS.secretTitle} defaultValues={{ enabled: true }}>
      <WebhookInputs />
    </SecretCreate>
  );
}
