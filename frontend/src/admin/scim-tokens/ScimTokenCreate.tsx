import { TextInput } from 'react-admin';
import { SecretCreate } from '../shared/SecretCreate';
import { requiredWith } from '../shared/validators';
import { useTranslation } from 'react-i18next';

export function ScimTokenCreate() {
  const { t } = useTranslation('admin');
  const required = requiredWith(t('scimTokens.required'));
  return (
    <SecretCreate
      title={t('scimTokens.createTitle')}
      failedTitle={t('scimTokens.createFailedTitle')}
      secretTitle={t('scimTokens.secretTitle')}
      secretField="token"
    >
      <TextInput source="name" validate={required} helperText={t('scimTokens.nameHint')} fullWidth />
    </SecretCreate>
  );
}
