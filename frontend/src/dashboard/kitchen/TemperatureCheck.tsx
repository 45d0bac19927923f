import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Thermometer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorTexts } from '../../api/errors';
import { formatMoment, formatTemperature } from '../../lib/format';
import { Button } from '../../ui/Button';
import { controlClass, errorProps, Field } from '../../ui/Field';
import { toast } from '../../ui/Toast';
import { lastTemperature, parseTemperature, recordTemperatureCheck } from '../food-safety/food-safety';
import { fetchPortion, type Portion } from '../queries';

/** The last standing temperature of a portion, when it has one. */
export function LastTemperature({ portion }: { portion: Pick<Portion, 'temperatureChecks'> }) {
  const { t } = useTranslation('dashboard');
  const last = lastTemperature(portion.temperatureChecks);
  if (!last) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-700" data-testid="last-temperature">
      <Thermometer aria-hidden="true" className="size-4 text-slate-600" />
      {t('foodSafety.last', { temperature: formatTemperature(last.temperatureC), when: formatMoment(last.measuredAt) })}
    </p>
  );
}

/**
 * "Temperatuur meten" on the kitchen's card: a check during the offer. One that breaks the holding temperature
 * withdraws the portion on the server; the card then says why.
 */
export function TemperatureCheckButton({ tenantId, portion }: { tenantId: string; portion: Portion }) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `check-${portion.id}`;

  const record = useMutation({
    mutationFn: async (temperatureC: number) => {
      await recordTemperatureCheck(tenantId, portion.id, temperatureC);
      return fetchPortion(tenantId, portion.id);
    },
    onSuccess: (after) => {
      const withdrawn = after.endedReason === 'temperature';
      toast(
        withdrawn
          ? { title: t('foodSafety.withdrawnByCheck'), description: portion.title, variant: 'destructive' }
          : { title: t('foodSafety.measured'), description: portion.title },
      );
      setOpen(false);
      setTyped('');
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
    onError: (failure) => {
      const fields = fieldErrorTexts(failure, t('fieldErrors', { returnObjects: true }));
      const message = fields ? Object.values(fields)[0] : undefined;
      setError(message ?? t('foodSafety.measureFailed'));
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const celsius = parseTemperature(typed);
    if (celsius === null || Number.isNaN(celsius)) {
      setError(t('foodSafety.notANumber'));
      return;
    }
    record.mutate(celsius);
  }

  if (!open) {
    return (
      <Button
        variant="secondary"
        className="min-h-12"
        aria-label={t('foodSafety.measureLabel', { title: portion.title })}
        onClick={() => setOpen(true)}
        data-testid="measure-temperature"
      >
        <Thermometer aria-hidden="true" className="size-5" />
        {t('foodSafety.measure')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('foodSafety.measureLabel', { title: portion.title })}
      className="w-full rounded-xl border border-teal-200 bg-teal-50/60 p-3"
    >
      <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:items-end">
        <div className="min-[420px]:w-48">
          <Field id={id} label={t('foodSafety.temperatureC')} error={error}>
            <input
              id={id}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={`${controlClass} min-h-12`}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
              {...errorProps(id, error)}
            />
          </Field>
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="min-h-12 flex-1" disabled={record.isPending}>
            {t('foodSafety.measureSave')}
          </Button>
          <Button variant="secondary" className="min-h-12 flex-1" onClick={() => setOpen(false)}>
            {t('foodSafety.measureCancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Why a portion was withdrawn for its temperature or its holding time, in the kitchen's words. */
export function FoodSafetyEnd({ portion }: { portion: Pick<Portion, 'endedReason' | 'temperatureChecks'> }) {
  const { t } = useTranslation('dashboard');
  if (portion.endedReason !== 'temperature' && portion.endedReason !== 'holding_time') return null;
  const last = lastTemperature(portion.temperatureChecks);
  return (
    <p
      role="status"
      className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
      data-testid="ended-reason"
    >
      {t(`foodSafety.ended.${portion.endedReason}`, { temperature: last ? formatTemperature(last.temperatureC) : '–' })}
    </p>
  );
}
