import { CheckboxGroupInput, TextInput } from 'react-admin';
import { SecretCreate } from '../shared/SecretCreate';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { choices } from '../shared/i18n';

export function ApiKeyCreate() {
  const { t } = useTranslation('admin');
  const required = requiredWith(t('apiKeys.required'));
  return (
    <SecretCreate failedTitle={t('apiKeys.createFailedTitle')} secretTitle={t('apiKeys.secretTitle')}>
      <TextInput source="name" validate={required} helperText={t('apiKeys.nameHint')} fullWidth />
      <CheckboxGroupInput source="scopes" choices={choices(t('apiKeyScopes', { returnObjects: true }))} row={false} validate={required} />
    </SecretCreate>
  );
}
