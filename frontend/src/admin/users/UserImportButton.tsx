import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { PortiepuntDataProvider, UserImportReport } from '../providers/data-provider';
import { failureMessage } from '../shared/errors';
import { useTranslation } from 'react-i18next';

function ImportReport({ report }: { report: UserImportReport }) {
  const { t } = useTranslation('admin');
  return (
    <Box data-testid="import-report">
      <Alert severity={report.skipped.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {t('userImport.summary', {
          added: t('userImport.usersAdded', { count: report.added.length }),
          skipped: t('userImport.rowsSkipped', { count: report.skipped.length }),
        })}
      </Alert>
      {report.skipped.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('userImport.skipped')}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" data-testid="import-skipped">
              <TableHead>
                <TableRow>
                  <TableCell>{t('userImport.row')}</TableCell>
                  <TableCell>{t('userImport.email')}</TableCell>
                  <TableCell>{t('userImport.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.skipped.map((skip) => (
                  <TableRow key={skip.row}>
                    <TableCell>{skip.row}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{skip.email}</TableCell>
                    <TableCell>{t(`importSkipReasons.${skip.reason}`, { defaultValue: skip.message })}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {report.added.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('userImport.added')}
          </Typography>
          <Box component="ul" data-testid="import-added" sx={{ pl: 2.5, mt: 0.5, overflowWrap: 'anywhere' }}>
            {report.added.map((added) => (
              <li key={added.id}>{added.email}</li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** Opens the import: pick a CSV file, send it, and read which rows were added and which skipped, and why. */
export function UserImportButton() {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({ mutationFn: (chosen: File) => dataProvider.importUsers(chosen) });

  function close() {
    setOpen(false);
    setFile(null);
    upload.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) upload.mutate(file);
  }

  const badFile = upload.error instanceof HttpError && upload.error.status === 400;

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('userImport.open')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="user-import-title">
        <form onSubmit={submit}>
          <DialogTitle id="user-import-title">{t('userImport.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('userImport.intro')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
              {t('userImport.invitation')}
            </Typography>
            <Button href="/gebruikers-importeren-sjabloon.csv" download startIcon={<DownloadIcon />} size="small" sx={{ mb: 2 }}>
              {t('userImport.template')}
            </Button>
            {upload.data ? (
              <ImportReport report={upload.data} />
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Button component="label" variant="outlined">
                  {t('userImport.chooseFile')}
                  <input
                    hidden
                    type="file"
                    accept=".csv,text/csv"
                    aria-label={t('userImport.file')}
                    onChange={(event) => {
                      upload.reset();
                      setFile(event.target.files?.[0] ?? null);
                    }}
                  />
                </Button>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="import-file-name">
                  {file?.name ?? t('userImport.noFile')}
                </Typography>
              </Box>
            )}
            {upload.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {badFile ? t('userImport.badFile') : failureMessage(t('userImport.failedTitle'), upload.error)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('userImport.close')}</Button>
            {!upload.data && (
              <Button type="submit" variant="contained" disabled={!file || upload.isPending}>
                {upload.isPending ? t('userImport.submitting') : t('userImport.submit')}
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
