import { Alert, Box, Button, Card, CardContent, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, Title, useDataProvider, useGetList, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../api/client';
import { fieldErrorText, type FieldErrorCatalogue } from '../../api/errors';
import { FOOD_SAFETY_LOG_PATH } from '../../dashboard/food-safety/food-safety';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { useRevealFirstProblem, type FieldProblem } from '../../ui/form-errors';
import type { PortiepuntDataProvider } from '../providers/data-provider';

type Limit = 'hotMinC' | 'chilledMaxC' | 'coolingMaxHours' | 'hotHoldingMaxHours';
/** The ranges the API accepts (issue 42). */
const RANGES: Record<Limit, { min: number; max: number }> = {
  hotMinC: { min: 60, max: 90 },
  chilledMaxC: { min: 0, max: 7 },
  coolingMaxHours: { min: 1, max: 12 },
  hotHoldingMaxHours: { min: 1, max: 8 },
};
const LIMITS = Object.keys(RANGES) as Limit[];
type Choice = 'default' | 'on' | 'off';

const wholeIn = (raw: string, { min, max }: { min: number; max: number }) => /^\d+$/.test(raw.trim()) && +raw >= min && +raw <= max;

/** Temperatuurregistratie and its limits, for the organisation and per location where a location differs. */
export function FoodSafetyPage({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('admin');
  const dataProvider = useDataProvider<PortiepuntDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const settings = useQuery({ queryKey: ['settings', tenantId], queryFn: () => dataProvider.settings() });
  const locations = useGetList('locations', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [typed, setTyped] = useState<Partial<Record<Limit, string>>>({});
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // Saves tried so far: each one moves to the first problem.
  const [attempt, setAttempt] = useState(0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const stored = settings.data?.foodSafety;
  const value = (limit: Limit) => typed[limit] ?? String(stored?.[limit] ?? '');
  const isOn = enabled ?? stored?.enabled ?? false;
  const storedChoices: Record<string, Choice> = Object.fromEntries(
    (stored?.locations ?? []).map((location) => [location.locationId, location.enabled ? 'on' : 'off']),
  );
  const choiceOf = (locationId: string): Choice => (choices ?? storedChoices)[locationId] ?? 'default';
  const errorOf = (limit: Limit) =>
    (submitted && !wholeIn(value(limit), RANGES[limit]) ? t('foodSafety.outOfRange', RANGES[limit]) : undefined) ?? serverErrors[limit];

  const problems: FieldProblem[] = [
    ...LIMITS.flatMap((limit) => {
      const error = errorOf(limit);
      return error ? [{ id: `food-safety-${limit}`, message: `${t(`foodSafety.${limit}`)}: ${error}` }] : [];
    }),
    ...(serverErrors.locations && locations.data?.[0]
      ? [{ id: `food-safety-location-${locations.data[0].id}`, message: serverErrors.locations }]
      : []),
  ];
  useRevealFirstProblem(attempt, problems);

  const save = useMutation({
    mutationFn: () =>
      dataProvider.updateSettings({
        foodSafety: {
          enabled: isOn,
          hotMinC: Number(value('hotMinC')),
          chilledMaxC: Number(value('chilledMaxC')),
          coolingMaxHours: Number(value('coolingMaxHours')),
          hotHoldingMaxHours: Number(value('hotHoldingMaxHours')),
          locations: (locations.data ?? [])
            .filter((location) => choiceOf(location.id) !== 'default')
            .map((location) => ({ locationId: location.id, enabled: choiceOf(location.id) === 'on' })),
        },
      }),
    onSuccess: (saved) => {
      client.setQueryData(['settings', tenantId], saved);
      setTyped({});
      setEnabled(null);
      setChoices(null);
      setSubmitted(false);
      notify(t('foodSafety.saved'), { type: 'success' });
    },
    onError: (error) => {
      const catalogue = t('fieldErrors', { returnObjects: true }) as FieldErrorCatalogue;
      const entries = error instanceof HttpError ? ((error.body as { errors?: FieldError[] } | undefined)?.errors ?? []) : [];
      // The API names nested fields by their path: foodSafety.hotMinC.
      setServerErrors(
        Object.fromEntries(entries.map((entry) => [entry.field.replace(/^foodSafety\./, ''), fieldErrorText(entry, catalogue)])),
      );
      notify(t('foodSafety.failed'), { type: 'error' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((count) => count + 1);
    if (LIMITS.every((limit) => wholeIn(value(limit), RANGES[limit]))) save.mutate();
  }

  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 3, maxWidth: 760 }}>
      <Title title={t('foodSafety.title')} />
      <Card variant="outlined">
        <CardContent component="form" onSubmit={submit} noValidate aria-labelledby="food-safety-title">
          <Typography variant="h6" component="h2" id="food-safety-title">
            {t('foodSafety.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
            {t('foodSafety.intro')}
          </Typography>
          <ErrorSummary title={t('foodSafety.fixFields')} problems={problems} attempt={attempt} />
          {settings.isError && <Alert severity="error">{t('foodSafety.loadFailed')}</Alert>}
          {settings.isSuccess && (
            <>
              <FormControlLabel
                control={<Switch checked={isOn} onChange={(event) => setEnabled(event.target.checked)} />}
                label={t('foodSafety.enabled')}
                sx={{ mb: 2 }}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {LIMITS.map((limit) => (
                  <TextField
                    key={limit}
                    id={`food-safety-${limit}`}
                    label={t(`foodSafety.${limit}`)}
                    value={value(limit)}
                    onChange={(event) => {
                      setTyped((current) => ({ ...current, [limit]: event.target.value }));
                      setServerErrors((current) => ({ ...current, [limit]: undefined }));
                    }}
                    error={errorOf(limit) !== undefined}
                    helperText={errorOf(limit) ?? t('foodSafety.range', RANGES[limit])}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    sx={{ m: 0 }}
                  />
                ))}
              </Box>
              {(locations.data ?? []).length > 0 && (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
                  <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {t('foodSafety.locationsTitle')}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                    {t('foodSafety.locationsIntro')}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {(locations.data ?? []).map((location) => (
                      <TextField
                        key={location.id}
                        select
                        id={`food-safety-location-${location.id}`}
                        label={location.name as string}
                        value={choiceOf(location.id as string)}
                        onChange={(event) => setChoices({ ...storedChoices, ...choices, [location.id]: event.target.value as Choice })}
                        error={serverErrors.locations !== undefined}
                        sx={{ m: 0 }}
                      >
                        <MenuItem value="default">{t('foodSafety.locationDefault')}</MenuItem>
                        <MenuItem value="on">{t('foodSafety.locationOn')}</MenuItem>
                        <MenuItem value="off">{t('foodSafety.locationOff')}</MenuItem>
                      </TextField>
                    ))}
                  </Box>
                  {serverErrors.locations && (
                    <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                      {serverErrors.locations}
                    </Typography>
                  )}
                </Box>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
                <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 48 }}>
                  {t('foodSafety.save')}
                </Button>
                <Button href={FOOD_SAFETY_LOG_PATH} variant="outlined" sx={{ minHeight: 48 }}>
                  {t('foodSafety.openLog')}
                </Button>
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
