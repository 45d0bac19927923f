import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { failureMessage } from './errors';

/**
 * mutationOptions for a create or edit page: our own Dutch messages, then back to the list. Passing onSuccess
 * replaces react-admin's default side effects, so the redirect is done here.
 */
export function useSaveFeedback(success: string, failureTitle: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: () => {
      notify(success, { type: 'success' });
      redirect('list', resource);
    },
    onError: (error: unknown) => notify(failureMessage(failureTitle, error), { type: 'error', multiLine: true }),
  };
}
