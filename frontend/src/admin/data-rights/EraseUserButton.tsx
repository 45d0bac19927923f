import { DeleteWithConfirmButton, useNotify, useRedirect } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Erases the user for good (GDPR): react-admin's delete, answered by the API's erasure. */
export function EraseUserButton() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <DeleteWithConfirmButton
      label={t('dataRights.eraseUser')}
      confirmTitle={t('dataRights.eraseUserTitle')}
      confirmContent={t('dataRights.eraseUserContent')}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(t('dataRights.userErased'), { type: 'success' });
          redirect('list', 'users');
        },
      }}
    />
  );
}
