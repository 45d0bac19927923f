import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import type { PortiepuntDataProvider } from '../providers/data-provider';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useRevealFirstProblem } from '../../ui/form-errors';
import { useTranslation } from 'react-i18next';

const CAP_MAX = 10;
const CAP_FIELD = 'reservation-cap-input';

/** "3" as a cap, null when empty (no cap), NaN when not a whole number from 1 to 10. */
function parseCap(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const cap = /^\d+$/.test(text) ? Number(text) : NaN;
  return cap >= 1 && cap <= CAP_MAX ? cap : NaN;
}

/** How many open reservations one person may hold at once, across all portions. */
function ReservationCapCard({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const settings = useQuery({ queryKey: ['settings', tenantId], queryFn: () => dataProvider.settings() });
  const [cap, setCap] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const problems = invalid ? [{ id: CAP_FIELD, message: t('settlement.capInvalid') }] : [];
  useRevealFirstProblem(attempt, problems);
  const save = useMutation({
    mutationFn: (value: number | null) => dataProvider.updateSettings({ maxOpenReservationsPerPerson: value }),
    onSuccess: (saved) => {
      client.setQueryData(['settings', tenantId], saved);
      setCap(null);
      notify(t('settlement.capSaved'), { type: 'success' });
    },
    onError: () => notify(t('settlement.capFailed'), { type: 'error' }),
  });
  const current = settings.data?.maxOpenReservationsPerPerson ?? null;
  const value = cap ?? (current === null ? '' : String(current));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCap(value);
    setInvalid(Number.isNaN(parsed));
    setAttempt((count) => count + 1);
    if (!Number.isNaN(parsed)) save.mutate(parsed);
  }

  return (
    <Card variant="outlined">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h3">
          {t('settlement.capTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {t('settlement.capIntro')}
        </Typography>
        {settings.isError && <Alert severity="error">{t('settlement.loadFailed')}</Alert>}
        {settings.isSuccess && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 2 }} data-testid="reservation-cap">
              {current === null ? t('settlement.capNone') : t('settlement.capCurrent', { count: current })}
            </Typography>
            <Box sx={{ mb: problems.length > 0 ? 2 : 0 }}>
              <ErrorSummary title={t('settlement.fixField')} problems={problems} attempt={attempt} />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
              <TextField
                id={CAP_FIELD}
                label={t('settlement.capLabel')}
                value={value}
                onChange={(event) => setCap(event.target.value)}
                error={invalid}
                helperText={invalid ? t('settlement.capInvalid') : t('settlement.capHelp')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: { xs: '100%', sm: 360 }, m: 0 }}
              />
              <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 48 }}>
                {t('settlement.capSave')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The tenant's default language: invitations and new users start in it (tenant setting `defaultLanguage`). */
function DefaultLanguageCard({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const settings = useQuery({ queryKey: ['settings', tenantId], queryFn: () => dataProvider.settings() });
  const save = useMutation({
    mutationFn: (language: Language) => dataProvider.updateSettings({ defaultLanguage: language }),
    onSuccess: (saved) => {
      client.setQueryData(['settings', tenantId], saved);
      notify(t('settlement.languageSaved'), { type: 'success' });
    },
    onError: () => notify(t('settlement.languageFailed'), { type: 'error' }),
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('settlement.languageTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {t('settlement.languageIntro')}
        </Typography>
        {settings.isError && <Alert severity="error">{t('settlement.loadFailed')}</Alert>}
        {settings.isSuccess && (
          <TextField
            select
            label={t('settlement.languageLabel')}
            value={settings.data.defaultLanguage}
            onChange={(event) => save.mutate(event.target.value as Language)}
            disabled={save.isPending}
            slotProps={{ htmlInput: { 'data-testid': 'default-language' } }}
            sx={{ width: { xs: '100%', sm: 360 }, m: 0 }}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </CardContent>
    </Card>
  );
}

/** "Instellingen": the tenant's rules for everyone, apart from prices (their own tab): the reservation cap and the default language. */
export function SettingsPage({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 760 }}>
      <Title title={t('settings.title')} />
      <ReservationCapCard tenantId={tenantId} />
      <DefaultLanguageCard tenantId={tenantId} />
    </Box>
  );
}
