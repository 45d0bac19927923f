import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect } from 'react-admin';
import { api, ApiError } from '../../api/client';
import { DATA_RIGHTS } from '../texts';

interface TenantRecord {
  id: string;
  slug: string;
  isActive: boolean;
}

/** The superadmin erases a deactivated tenant with all its data, after typing its slug. */
export function EraseTenantButton() {
  const tenant = useRecordContext<TenantRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState('');
  const [busy, setBusy] = useState(false);
  if (!tenant) return null;

  const erase = async () => {
    setBusy(true);
    try {
      await api.deleteWithBody(`/api/protected/admin/tenants/${tenant.id}`, { slug });
      notify(DATA_RIGHTS.tenantErased, { type: 'success' });
      redirect('list', 'tenants');
    } catch (error) {
      notify(`${DATA_RIGHTS.eraseFailed}: ${error instanceof ApiError ? (error.body?.message ?? error.message) : String(error)}`, {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {DATA_RIGHTS.eraseTenant}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="erase-tenant-title">
        <DialogTitle id="erase-tenant-title">{DATA_RIGHTS.eraseTenantTitle}</DialogTitle>
        <DialogContent>
          {tenant.isActive ? (
            <Alert severity="warning">{DATA_RIGHTS.eraseTenantInactiveOnly}</Alert>
          ) : (
            <>
              <DialogContentText>{DATA_RIGHTS.eraseTenantContent(tenant.slug)}</DialogContentText>
              <TextField
                autoFocus
                fullWidth
                margin="normal"
                label={DATA_RIGHTS.slugLabel}
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{DATA_RIGHTS.cancel}</Button>
          <Button color="error" variant="contained" onClick={erase} disabled={tenant.isActive || slug !== tenant.slug || busy}>
            {DATA_RIGHTS.confirmErase}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
