import { useState, type ReactNode } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { failureMessage } from './errors';
import { SaveToolbar } from './SaveToolbar';
import { SecretDialog } from './SecretDialog';

/**
 * A create form whose answer carries a secret that the API shows only once (an API key, a webhook's signing secret):
 * the dialog shows it, and leaving the dialog goes back to the list.
 */
export function SecretCreate({
  title,
  failedTitle,
  secretTitle,
  defaultValues,
  secretField = 'secret',
  children,
}: {
  title: string;
  failedTitle: string;
  secretTitle: string;
  /** The field of the answer that holds the secret. */
  secretField?: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}) {
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [secret, setSecret] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: (record: RaRecord) => setSecret(String(record[secretField])),
    onError: (error: unknown) => notify(failureMessage(failedTitle, error), { type: 'error', multiLine: true }),
  };
  return (
    <>
      <Create title={title} mutationOptions={mutationOptions}>
        <SimpleForm toolbar={<SaveToolbar />} sx={{ maxWidth: 560 }} defaultValues={defaultValues}>
          {children}
        </SimpleForm>
      </Create>
      <SecretDialog secret={secret} title={secretTitle} onDone={() => redirect('list', resource)} />
    </>
  );
}
