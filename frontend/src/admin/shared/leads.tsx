import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import {
  HOME_INSTITUTION_TYPES,
  CONTACT_INSTITUTION_TYPES,
  HOME_LOCATION_COUNTS,
  CONTACT_LOCATION_COUNTS,
} from '../../public/content/forms';
import { failureMessage } from './errors';
import { useTranslation } from 'react-i18next';

/** The status of a lead as a coloured chip, in Dutch. */
export function LeadStatusField({ labels }: { labels: Record<string, string>; source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const color =
    record.status === 'new' ? 'info' : record.status === 'rejected' ? 'default' : record.status === 'contacted' ? 'warning' : 'success';
  return <Chip size="small" color={color} label={labels[record.status] ?? record.status} data-testid="lead-status" />;
}

const INSTITUTION_LABELS: Record<string, string> = Object.fromEntries(
  [...HOME_INSTITUTION_TYPES, ...CONTACT_INSTITUTION_TYPES].map((type) => [type.value, type.label]),
);

/** The labels the forms showed ("2 tot 3 locaties"), for both forms' values. */
const LOCATION_COUNT_LABELS: Record<string, string> = Object.fromEntries(
  [...HOME_LOCATION_COUNTS, ...CONTACT_LOCATION_COUNTS].map(({ value, label }) => [value, label]),
);

export function LocationCountField(_: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record?.numberOfLocations) return null;
  return <span>{LOCATION_COUNT_LABELS[record.numberOfLocations] ?? record.numberOfLocations}</span>;
}

export function InstitutionTypeField(_: { source?: string; label?: string }) {
  const record = useRecordContext();
  if (!record?.institutionType) return null;
  return <span>{INSTITUTION_LABELS[record.institutionType] ?? record.institutionType}</span>;
}

interface HistoryEntry {
  id: string;
  from: string;
  to: string;
  note: string | null;
  changedByName: string;
  changedAt: string;
}

/** Status changes, oldest first, with who made them and their note. */
export function HistoryList({ labels }: { labels: Record<string, string> }) {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const history = (record?.history ?? []) as HistoryEntry[];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('leads.history')}
        </Typography>
        {history.length === 0 ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('leads.noHistory')}</Typography>
        ) : (
          <MuiList dense data-testid="lead-history">
            {history.map((entry) => (
              <ListItem key={entry.id} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={t('leads.historyEntry', { from: labels[entry.from] ?? entry.from, to: labels[entry.to] ?? entry.to })}
                  secondary={
                    <>
                      {entry.note && (
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', color: 'text.primary', whiteSpace: 'pre-wrap' }}
                        >
                          {entry.note}
                        </Typography>
                      )}
                      {t('leads.changedBy', { name: entry.changedByName, when: formatDateTime(entry.changedAt) })}
                    </>
                  }
                />
              </ListItem>
            ))}
          </MuiList>
        )}
      </CardContent>
    </Card>
  );
}

/** Choose a new status and add a note; the server records both in the history. */
export function StatusChangePanel({
  labels,
  options,
  reasonRequiredFor,
}: {
  labels: Record<string, string>;
  options: readonly string[];
  /** The status that may only be chosen with a note giving the reason. */
  reasonRequiredFor?: string;
}) {
  const { t } = useTranslation('admin');
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [status, setStatus] = useState<string>('');
  const [note, setNote] = useState('');
  const [update, { isPending }] = useUpdate<RaRecord>();
  if (!record) return null;
  const chosen = status || record.status;
  const reasonRequired = chosen === reasonRequiredFor && chosen !== record.status;

  const save = () =>
    update(
      resource,
      { id: record.id, data: { status: chosen, ...(note.trim() ? { note: note.trim() } : {}) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t('leads.statusSaved'), { type: 'success' });
          setNote('');
          setStatus('');
        },
        onError: (error) => notify(failureMessage(t('leads.statusFailedTitle'), error), { type: 'error' }),
      },
    );

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('leads.changeStatus')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
          <TextField
            select
            label={t('leads.newStatus')}
            value={chosen}
            onChange={(event) => setStatus(event.target.value)}
            size="small"
            id="lead-new-status"
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {labels[option]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={reasonRequired ? t('leads.reasonLabel') : t('leads.noteLabel')}
            helperText={reasonRequired ? t('leads.reasonHint') : t('leads.noteHint')}
            required={reasonRequired}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            id="lead-note"
          />
          <Button variant="contained" onClick={save} disabled={isPending || ((chosen === record.status || reasonRequired) && !note.trim())}>
            {t('leads.saveStatus')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
