import TvIcon from '@mui/icons-material/Tv';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import type { DisplayLink, PortiepuntDataProvider } from '../providers/data-provider';
import { SecretDialog } from '../shared/SecretDialog';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '../../api/schema-values';

const DISPLAY_NAME_MAX = FIELD_LIMITS.RenameDisplayLinkDto.name.maxLength;

/** The location's links for a screen at the entrance: make one with a name (its URL is shown once), see, rename and revoke them. */
export function LocationDisplays() {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  const locationId = String(record?.id ?? '');
  const queryKey = ['locations', locationId, 'displays'];
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [renaming, setRenaming] = useState<DisplayLink | null>(null);
  const links = useQuery({ queryKey, queryFn: () => dataProvider.displayLinks(locationId), enabled: locationId !== '' });
  const refresh = () => void client.invalidateQueries({ queryKey });
  const create = useMutation({
    mutationFn: (linkName: string) => dataProvider.createDisplayLink(locationId, linkName),
    onSuccess: (link) => {
      setCreatedUrl(link.url);
      setName('');
      refresh();
    },
    onError: () => notify(t('displayLinks.createFailed'), { type: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => dataProvider.revokeDisplayLink(locationId, id),
    onSuccess: () => notify(t('displayLinks.revoked'), { type: 'success' }),
    onError: () => notify(t('displayLinks.revokeFailed'), { type: 'error' }),
    onSettled: () => {
      setRevoking(null);
      refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, newName }: { id: string; newName: string }) => dataProvider.renameDisplayLink(locationId, id, newName),
    onSuccess: () => {
      notify(t('displayLinks.renamed'), { type: 'success' });
      setRenaming(null);
      refresh();
    },
    onError: () => notify(t('displayLinks.renameFailed'), { type: 'error' }),
  });
  function submitNew(event: FormEvent) {
    event.preventDefault();
    setNameError(name.trim() === '');
    if (name.trim() !== '') create.mutate(name.trim());
  }
  if (!record) return null;
  return (
    <Box component="section" sx={{ p: 2, borderTop: 1, borderColor: 'divider', maxWidth: 720 }} data-testid="location-displays">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('displayLinks.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('displayLinks.intro')}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submitNew}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ sm: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('displayLinks.nameLabel')}
          placeholder={t('displayLinks.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          helperText={nameError ? t('displayLinks.nameRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX } }}
          sx={{ minWidth: { sm: 280 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<TvIcon />} disabled={create.isPending} sx={{ minHeight: 40 }}>
          {t('displayLinks.create')}
        </Button>
      </Stack>
      {links.isError && <Typography color="error">{t('displayLinks.loadFailed')}</Typography>}
      {links.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('displayLinks.empty')}
        </Typography>
      )}
      {links.data && links.data.length > 0 && (
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('displayLinks.name')}</TableCell>
              <TableCell>{t('displayLinks.createdAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {links.data.map((link) => (
              <TableRow key={link.id} data-testid="display-link">
                <TableCell>
                  {link.name ?? (
                    <Typography component="span" color="text.secondary">
                      {t('displayLinks.unnamed')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{formatDateTime(link.createdAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setRenaming(link)}>
                    {t('displayLinks.rename')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRevoking(link.id)}>
                    {t('displayLinks.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <SecretDialog
        secret={createdUrl}
        title={t('displayLinks.created')}
        texts={{ once: t('displayLinks.once'), label: t('displayLinks.label') }}
        onDone={() => setCreatedUrl(null)}
      />
      {renaming && (
        <RenameDialog
          link={renaming}
          pending={rename.isPending}
          onSave={(newName) => rename.mutate({ id: renaming.id, newName })}
          onClose={() => setRenaming(null)}
        />
      )}
      <Confirm
        isOpen={revoking !== null}
        loading={revoke.isPending}
        title={t('displayLinks.revokeTitle')}
        content={t('displayLinks.revokeContent')}
        confirm={t('displayLinks.revoke')}
        confirmColor="warning"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}

function RenameDialog({
  link,
  pending,
  onSave,
  onClose,
}: {
  link: DisplayLink;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(link.name ?? '');
  const [error, setError] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(name.trim() === '');
    if (name.trim() !== '') onSave(name.trim());
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('displayLinks.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('displayLinks.nameLabel')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
            helperText={error ? t('displayLinks.nameRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('displayLinks.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('displayLinks.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
