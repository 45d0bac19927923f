import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { COMMON } from '../texts';

/** Actief / Inactief as a small coloured chip. */
export function ActiveField({ source = 'isActive' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const active = Boolean(record[source]);
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? COMMON.active : COMMON.inactive}
    />
  );
}
