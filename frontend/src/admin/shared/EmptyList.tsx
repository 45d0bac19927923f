import { Box, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { AddButton } from './AddButton';

/** A list's empty state: a sentence in Dutch and, where it applies, the button that fills it. */
export function EmptyList({ icon: Icon, message, create = false }: { icon: SvgIconComponent; message: string; create?: boolean }) {
  return (
    <Box data-testid="empty-state" sx={{ textAlign: 'center', py: 8, px: 2, mx: 'auto', maxWidth: 520 }}>
      <Icon sx={{ fontSize: 56, color: 'primary.main', opacity: 0.7 }} />
      <Typography variant="body1" sx={{ mt: 2, color: 'text.secondary' }}>
        {message}
      </Typography>
      {create && (
        <Box sx={{ mt: 3 }}>
          <AddButton />
        </Box>
      )}
    </Box>
  );
}
