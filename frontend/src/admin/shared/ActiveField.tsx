import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Actief / Inactief as a small coloured chip. */
export function ActiveField({ source = 'isActive' }: { source?: string; label?: string }) {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  if (!record) return null;
  const active = Boolean(record[source]);
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? t('common.active') : t('common.inactive')}
    />
  );
}
