import { CheckboxGroupInput, TextInput } from 'react-admin';
import { SecretCreate } from '../shared/SecretCreate';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';
import { choices } from '../shared/i18n';

export function ApiKeyCreate() {
  const { t } = useTranslation('admin');
  const required = requiredWith(t('apiKeys.required'));
  return (
    <SecretCreate title={t('apiKeys.createTitle')} failedTitle={t('apiKeys.createFailedTitle')} secretTitle={t('apiKeys.secretTitle')}>
      <TextInput source="name" validate={required} helperText={t('apiKeys.nameHint')} fullWidth />
      {/* The scopes' keys hold a colon, which i18next would read as a namespace when it fills the object. */}
      <CheckboxGroupInput
        source="scopes"
        choices={choices(t('apiKeyScopes', { returnObjects: true, nsSeparator: false }))}
        translateChoice={false}
        row={false}
        validate={required}
      />
    </SecretCreate>
  );
}
