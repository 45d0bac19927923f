import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { useStoredState } from '../../lib/use-stored-state';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { fetchPortions, fetchSettings, keys, type Portion } from '../queries';
import { shownStatus } from '../portions/portion-status';
import { addDaysTo, fetchRecordsSince, formatWeight, recordWaste, today, wasteKeys, type WasteDestination } from './queries';

/** Ended portions are asked about for this many days. */
const ASK_DAYS = 7;

/**
 * "Wat is ermee gebeurd?": portions that ended (expired or withdrawn) with units left. The kitchen records the rest as
 * waste (stage unsold, weight from the portion's weight × units left) or marks it used otherwise; nothing is recorded
 * without that choice. "Anders gebruikt" is remembered on this device.
 */
export function LeftoverPortions({ tenantId, destination }: { tenantId: string; destination: WasteDestination }) {
  const { t } = useTranslation('waste');
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const since = addDaysTo(today(), -ASK_DAYS);
  const [used, setUsed] = useStoredState('portiepunt.waste.used-otherwise', '');
  const portions = useQuery({ queryKey: keys.portions(tenantId), queryFn: () => fetchPortions(tenantId) });
  const settings = useQuery({ queryKey: keys.settings(tenantId), queryFn: () => fetchSettings(tenantId) });
  const answered = useQuery({ queryKey: [...wasteKeys.all(tenantId), 'unsold', since], queryFn: () => fetchRecordsSince(tenantId, since) });
  const now = Date.now();
  const done = new Set([...used.split(' ').filter(Boolean), ...(answered.data ?? []).map((record) => record.portionId)]);
  const leftovers = (portions.data ?? []).filter(
    (portion) =>
      shownStatus(portion, now) === 'expired' &&
      portion.availableQuantity > 0 &&
      new Date(portion.availableUntil).getTime() > now - ASK_DAYS * 24 * 3600_000 &&
      !done.has(portion.id),
  );
  const weightOf = (portion: Portion) =>
    (portion.portionWeightGrams ?? settings.data?.defaultPortionWeightGrams ?? 400) * portion.availableQuantity;
  const asWaste = useMutation({
    mutationFn: (portion: Portion) =>
      recordWaste(tenantId, {
        locationId: portion.locationId,
        weightGrams: weightOf(portion),
        stage: 'unsold',
        reasonCode: 'expired',
        destination,
        portionId: portion.id,
      }),
    onSuccess: (record) => {
      toast({ title: t('saved', { weight: formatWeight(record.weightGrams, language) }) });
      void queryClient.invalidateQueries({ queryKey: wasteKeys.all(tenantId) });
    },
    onError: () => toast({ title: t('saveFailed'), variant: 'destructive' }),
  });
  if (leftovers.length === 0 || !answered.isSuccess) return null;
  return (
    <section aria-labelledby="waste-leftovers" className="mt-8" data-testid="waste-leftovers">
      <h3 id="waste-leftovers" className="text-xl font-semibold text-slate-900">
        {t('leftovers.title')}
      </h3>
      <p className="mt-1 text-slate-700">{t('leftovers.intro')}</p>
      <ul className="mt-3 space-y-3">
        {leftovers.map((portion) => (
          <li key={portion.id} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
            <p className="font-semibold text-slate-900">{portion.title}</p>
            <p className="text-sm text-slate-700">
              {portion.locationName} ·{' '}
              {t('leftovers.units', { count: portion.availableQuantity, weight: formatWeight(weightOf(portion), language) })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                onClick={() => asWaste.mutate(portion)}
                disabled={asWaste.isPending}
                aria-label={`${t('leftovers.asWaste')}: ${portion.title}`}
              >
                {t('leftovers.asWaste')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setUsed(`${used} ${portion.id}`.trim())}
                aria-label={`${t('leftovers.usedOtherwise')}: ${portion.title}`}
              >
                {t('leftovers.usedOtherwise')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
