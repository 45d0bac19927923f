import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PLAN_LABELS } from '../texts';

export function PlanField(_: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const plan = record.plan as keyof typeof PLAN_LABELS;
  return (
    <Chip size="small" color={plan === 'starter' ? 'default' : 'primary'} variant="outlined" label={PLAN_LABELS[plan] ?? record.plan} />
  );
}
