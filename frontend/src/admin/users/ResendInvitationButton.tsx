import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { USERS } from '../texts';

/** Mails the user a fresh invitation link; the API refuses it (409) once they have chosen a password. */
export function ResendInvitationButton() {
  const user = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!user || !user.isActive) return null;

  const resend = async () => {
    setPending(true);
    try {
      await dataProvider.resendInvitation(String(user.id));
      notify(USERS.invitationResent, { type: 'success' });
    } catch (error) {
      notify(failureMessage(USERS.resendFailedTitle, error), { type: 'error', multiLine: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button label={USERS.resendInvitation} onClick={resend} disabled={pending}>
      <ForwardToInboxIcon />
    </Button>
  );
}
