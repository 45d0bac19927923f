import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * react-admin's CreateButton turns into a floating button on a phone, covering the last rows of a list; this
 * one stays in the toolbar at every width.
 */
export function AddButton({ disabled = false }: { disabled?: boolean }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const label = translate('ra.action.create');
  if (disabled) {
    return (
      <Button variant="contained" startIcon={<AddIcon />} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={createPath({ resource, type: 'create' })}>
      {label}
    </Button>
  );
}
