import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { SECRET_DIALOG } from '../texts';

/** Shows a secret that the API answers only once (API key, webhook signing secret, display link), with a copy button. */
export function SecretDialog({
  secret,
  title,
  onDone,
  texts = SECRET_DIALOG,
}: {
  secret: string | null;
  title: string;
  onDone: () => void;
  /** What the secret is, where it is not a plain secret. */
  texts?: { once: string; label: string };
}) {
  const notify = useNotify();
  return (
    <Dialog open={secret !== null} aria-labelledby="secret-dialog-title">
      <DialogTitle id="secret-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.once}
        </Alert>
        <TextField
          label={texts.label}
          value={secret ?? ''}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => void navigator.clipboard?.writeText(secret ?? '').then(() => notify(SECRET_DIALOG.copied, { type: 'success' }))}
        >
          {SECRET_DIALOG.copy}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {SECRET_DIALOG.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
