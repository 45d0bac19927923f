import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { useTranslation } from 'react-i18next';

/** Mails the user a fresh invitation link; the API refuses it (409) once they have chosen a password. */
export function ResendInvitationButton() {
  const { t } = useTranslation('admin');
  const user = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!user || !user.isActive) return null;

  const resend = async () => {
    setPending(true);
    try {
      await dataProvider.resendInvitation(String(user.id));
      notify(t('users.invitationResent'), { type: 'success' });
    } catch (error) {
      notify(failureMessage(t('users.resendFailedTitle'), error), { type: 'error', multiLine: true });
    } finally {
      setPending(false);
    }
  };

  return (
    // A labelled MUI button: react-admin's Button shrinks to a bare icon on a phone.
    <Button size="small" startIcon={<ForwardToInboxIcon />} onClick={() => void resend()} disabled={pending}>
      {t('users.resendInvitation')}
    </Button>
  );
}
