import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect } from 'react-admin';
import { api, ApiError } from '../../api/client';
import { useTranslation } from 'react-i18next';

interface TenantRecord {
  id: string;
  slug: string;
  isActive: boolean;
}

/** The superadmin erases a deactivated tenant with all its data, after typing its slug. */
export function EraseTenantButton() {
  const { t } = useTranslation('admin');
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
      notify(t('dataRights.tenantErased'), { type: 'success' });
      redirect('list', 'tenants');
    } catch (error) {
      notify(`${t('dataRights.eraseFailed')}: ${error instanceof ApiError ? (error.body?.message ?? error.message) : String(error)}`, {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {t('dataRights.eraseTenant')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="erase-tenant-title">
        <DialogTitle id="erase-tenant-title">{t('dataRights.eraseTenantTitle')}</DialogTitle>
        <DialogContent>
          {tenant.isActive ? (
            <Alert severity="warning">{t('dataRights.eraseTenantInactiveOnly')}</Alert>
          ) : (
            <>
              <DialogContentText>{t('dataRights.eraseTenantContent', { slug: tenant.slug })}</DialogContentText>
              <TextField
                autoFocus
                fullWidth
                margin="normal"
                label={t('dataRights.slugLabel')}
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('dataRights.cancel')}</Button>
          <Button color="error" variant="contained" onClick={erase} disabled={tenant.isActive || slug !== tenant.slug || busy}>
            {t('dataRights.confirmErase')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
