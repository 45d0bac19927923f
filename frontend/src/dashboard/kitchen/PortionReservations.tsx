import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandPlatter, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { formatMoment } from '../../lib/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { allergenSummary } from '../portions/food-summary';
import type { AllergenFacts } from '../portions/FoodFacts';
import { fetchOpenReservations, keys, setReservationStatus, type PortionReservation } from '../queries';
import { scheduleHandOver, undoHandOver, useWaitingHandOvers } from '../counter/hand-over-queue';
import { useTranslation } from 'react-i18next';

interface Holder {
  userId: string;
  name: string;
  reservations: PortionReservation[];
  quantity: number;
}

/** One row per person, with how many portions they hold, oldest reservation first. */
function byHolder(reservations: PortionReservation[]): Holder[] {
  const holders = new Map<string, Holder>();
  for (const reservation of reservations) {
    const holder = holders.get(reservation.userId) ?? {
      userId: reservation.userId,
      name: reservation.holderName,
      reservations: [],
      quantity: 0,
    };
    holder.reservations.push(reservation);
    holder.quantity += reservation.quantity;
    holders.set(reservation.userId, holder);
  }
  return [...holders.values()];
}

/**
 * A portion's open reservations per person, each with the button the kitchen taps when handing them over at the
 * counter. The hand-over is sent once, after 10 seconds, so that a wrong tap can be undone (hand-over-queue.ts).
 */
export function PortionReservations({ tenantId, portionId, food }: { tenantId: string; portionId: string; food: AllergenFacts }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const reservations = useQuery({
    queryKey: keys.portionReservations(tenantId, portionId),
    queryFn: () => fetchOpenReservations(tenantId, portionId),
  });
  const waiting = useWaitingHandOvers();

  const handOver = useMutation({
    mutationFn: (holder: Holder) =>
      Promise.all(holder.reservations.map((reservation) => setReservationStatus(reservation.id, 'picked_up'))),
    onSuccess: () => toast({ title: t('kitchen.statusUpdated') }),
    onError: () => toast({ title: t('kitchen.statusFailed'), description: t('kitchen.tryAgain'), variant: 'destructive' }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reservations'] });
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
  });
  // The queue outlives this list, so the mutation it calls must not be this render's.
  const send = useRef(handOver.mutate);
  send.current = handOver.mutate;
  const keyOf = (holder: Holder) => `portion:${portionId}:${holder.userId}`;

  if (reservations.isPending) return null;
  if (reservations.isError) return <p className="text-sm text-red-700">{t('kitchen.reservationsFailed')}</p>;
  if (reservations.data.length === 0) return <p className="text-sm text-slate-600">{t('kitchen.noOpenReservations')}</p>;
  return (
    <>
      {/* Said again at the counter: the colleague hears what the portion contains as it is handed over. */}
      <p className="mb-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950" data-testid="handover-allergens">
        {allergenSummary(food)}
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {byHolder(reservations.data).map((holder) => {
          const isWaiting = waiting.has(keyOf(holder));
          return (
            <li key={holder.userId} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2" data-testid="holder">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">
                  {t('kitchen.holderCount', { name: holder.name, count: holder.quantity })}
                </p>
                <p className="text-slate-600">{t('kitchen.reservedAt', { when: formatMoment(holder.reservations[0].reservedAt) })}</p>
              </div>
              {isWaiting ? (
                <div className="flex items-center gap-2" role="status">
                  <span className="text-sm font-medium text-emerald-800">{t('kitchen.handedOver', { name: holder.name })}</span>
                  <Button
                    variant="secondary"
                    className="min-h-12 shrink-0"
                    aria-label={t('kitchen.undoLabel', { name: holder.name })}
                    onClick={() => undoHandOver(keyOf(holder))}
                  >
                    <Undo2 aria-hidden="true" className="size-5" />
                    {t('kitchen.undo')}
                  </Button>
                </div>
              ) : (
                <Button
                  variant="secondary"
                  className="min-h-12 shrink-0"
                  aria-label={t('kitchen.handOverLabel', { name: holder.name })}
                  onClick={() => scheduleHandOver(keyOf(holder), () => send.current(holder))}
                >
                  <HandPlatter aria-hidden="true" className="size-5" />
                  {t('kitchen.handOver')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
