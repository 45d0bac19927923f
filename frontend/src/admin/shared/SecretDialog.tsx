import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Shows a secret that the API answers only once (API key, webhook signing secret, display link), with a copy button. */
export function SecretDialog({
  secret,
  title,
  onDone,
  texts,
}: {
  secret: string | null;
  title: string;
  onDone: () => void;
  /** What the secret is, where it is not a plain secret. */
  texts?: { once: string; label: string };
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  return (
    <Dialog open={secret !== null} aria-labelledby="secret-dialog-title">
      <DialogTitle id="secret-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts?.once ?? t('secretDialog.once')}
        </Alert>
        <TextField
          label={texts?.label ?? t('secretDialog.label')}
          value={secret ?? ''}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(secret ?? '').then(() => notify(t('secretDialog.copied'), { type: 'success' }))
          }
        >
          {t('secretDialog.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('secretDialog.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
