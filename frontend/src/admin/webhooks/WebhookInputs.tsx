import { BooleanInput, CheckboxGroupInput, TextInput } from 'react-admin';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { choices } from '../shared/i18n';

/** What an admin sets on an endpoint, when registering it and when editing it. */
export function WebhookInputs() {
  const { t } = useTranslation('admin');
  const required = requiredWith(t('webhooks.required'));
  return (
    <>
      <TextInput source="url" type="url" validate={required} helperText={t('webhooks.urlHint')} fullWidth />
      <CheckboxGroupInput
        source="events"
        choices={choices(t('webhookEvents', { returnObjects: true }))}
        translateChoice={false}
        row={false}
        validate={required}
      />
      <BooleanInput source="enabled" />
    </>
  );
}
