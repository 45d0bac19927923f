import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../../lib/download';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { useTranslation } from 'react-i18next';

/** Every user downloads their own data (GDPR Art. 15 and 20). */
export function ExportMyDataButton() {
  const { t } = useTranslation(['dashboard', 'shared']);
  const [busy, setBusy] = useState(false);
  const exportMyData = async () => {
    setBusy(true);
    try {
      await downloadFile('/api/protected/profile/export', 'mijn-portiepunt-gegevens.json');
    } catch {
      toast({ title: t('dashboard.exportFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="compact"
      onClick={exportMyData}
      disabled={busy}
      className="min-h-11"
      title={t('dashboard.exportMyDataHint')}
      aria-label={t('dashboard.exportMyDataLabel')}
    >
      <Download aria-hidden="true" className="size-4" />
      <span className="hidden lg:inline">{t('dashboard.exportMyData')}</span>
    </Button>
  );
}
