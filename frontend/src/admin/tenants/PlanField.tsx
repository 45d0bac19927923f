import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';

export function PlanField(_: { source?: string; label?: string }) {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  if (!record) return null;
  const plan = record.plan as 'starter' | 'group' | 'custom';
  return (
    <Chip
      size="small"
      color={plan === 'starter' ? 'default' : 'primary'}
      variant="outlined"
      label={t(`planLabels.${plan}`, { defaultValue: String(record.plan) })}
    />
  );
}
