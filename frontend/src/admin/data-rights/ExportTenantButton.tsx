import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadFile } from '../../lib/download';
import { useTranslation } from 'react-i18next';

/** Downloads the tenant's data as a ZIP (admin for their own tenant, superadmin for any). */
export function ExportTenantButton({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportTenant = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/protected/tenants/${tenantId}/export`, 'portiepunt-export.zip');
    } catch {
      notify(t('dataRights.exportFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={exportTenant}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      title={t('dataRights.exportTenantHint')}
    >
      {t('dataRights.exportTenant')}
    </Button>
  );
}
