import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import {
  fetchLeftovers,
  formatWeight,
  markUsedOtherwise,
  recordWaste,
  wasteKeys,
  type OpenLeftover,
  type WasteDestination,
} from './queries';

/**
 * "Wat is ermee gebeurd?": portions that ended (expired or withdrawn) with units left, as the server lists them for the
 * whole organisation. The kitchen records the rest as waste (stage unsold, weight from the portion's weight × units
 * left) or marks it used otherwise; nothing is recorded without that choice, and either answer takes it off every device.
 */
export function LeftoverPortions({ tenantId, destination }: { tenantId: string; destination: WasteDestination }) {
  const { t } = useTranslation('waste');
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const leftovers = useQuery({ queryKey: wasteKeys.leftovers(tenantId), queryFn: () => fetchLeftovers(tenantId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: wasteKeys.all(tenantId) });
  const asWaste = useMutation({
    mutationFn: (leftover: OpenLeftover) =>
      recordWaste(tenantId, {
        locationId: leftover.locationId,
        weightGrams: leftover.weightGrams,
        stage: 'unsold',
        reasonCode: 'expired',
        destination,
        portionId: leftover.portionId,
      }),
    onSuccess: (record) => {
      toast({ title: t('saved', { weight: formatWeight(record.weightGrams, language) }) });
      void refresh();
    },
    onError: () => toast({ title: t('saveFailed'), variant: 'destructive' }),
  });
  const usedOtherwise = useMutation({
    mutationFn: (leftover: OpenLeftover) => markUsedOtherwise(tenantId, leftover.portionId),
    onSuccess: (_, leftover) => {
      toast({ title: t('leftovers.markedUsedOtherwise', { title: leftover.title }) });
      void refresh();
    },
    onError: () => {
      toast({ title: t('leftovers.failed'), variant: 'destructive' });
      void refresh();
    },
  });
  const open = leftovers.data ?? [];
  if (open.length === 0) return null;
  const busy = asWaste.isPending || usedOtherwise.isPending;
  return (
    <section aria-labelledby="waste-leftovers" className="mt-8" data-testid="waste-leftovers">
      <h3 id="waste-leftovers" className="text-xl font-semibold text-slate-900">
        {t('leftovers.title')}
      </h3>
      <p className="mt-1 text-slate-700">{t('leftovers.intro')}</p>
      <ul className="mt-3 space-y-3">
        {open.map((leftover) => (
          <li key={leftover.portionId} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
            <p className="font-semibold text-slate-900">{leftover.title}</p>
            <p className="text-sm text-slate-700">
              {leftover.locationName} ·{' '}
              {t('leftovers.units', { count: leftover.unitsLeft, weight: formatWeight(leftover.weightGrams, language) })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => asWaste.mutate(leftover)} disabled={busy} aria-label={`${t('leftovers.asWaste')}: ${leftover.title}`}>
                {t('leftovers.asWaste')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => usedOtherwise.mutate(leftover)}
                disabled={busy}
                aria-label={`${t('leftovers.usedOtherwise')}: ${leftover.title}`}
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
