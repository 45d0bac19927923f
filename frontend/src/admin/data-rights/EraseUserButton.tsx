import { DeleteWithConfirmButton, useNotify, useRedirect } from 'react-admin';
import { DATA_RIGHTS } from '../texts';

/** Erases the user for good (GDPR): react-admin's delete, answered by the API's erasure. */
export function EraseUserButton() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <DeleteWithConfirmButton
      label={DATA_RIGHTS.eraseUser}
      confirmTitle={DATA_RIGHTS.eraseUserTitle}
      confirmContent={DATA_RIGHTS.eraseUserContent}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(DATA_RIGHTS.userErased, { type: 'success' });
          redirect('list', 'users');
        },
      }}
    />
  );
}
