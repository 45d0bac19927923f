import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { acknowledgeNotice, type Reservation } from '../queries';
import type { Allergen } from '../portions/food-codes';

type Notice = NonNullable<Reservation['notice']>;
const LISTS = ['allergensAdded', 'allergensRemoved', 'mayContainAdded', 'mayContainRemoved'] as const;

/**
 * A change the kitchen made to a reservation (its allergens, or a withdrawal), shown on the card until its holder
 * acknowledges it. It arrives live; as an alert, screen readers announce it when it appears.
 */
export function ReservationNotice({ reservationId, notice }: { reservationId: string; notice: Notice }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeNotice(reservationId),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['reservations'] }),
    onError: () => toast({ title: t('staff.statusFailed'), description: t('staff.tryAgain'), variant: 'destructive' }),
  });
  const names = (codes: Allergen[]) => codes.map((code) => t(`shared:food.allergenNames.${code}`)).join(', ');
  const allergens = notice.kind === 'allergens_changed';
  return (
    <div role="alert" className="rounded-xl border border-amber-400 bg-amber-50 p-3 text-amber-950" data-testid="reservation-notice">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {allergens ? t('staff.notice.allergensTitle') : t('staff.notice.withdrawnTitle')}
      </p>
      <ul className="mt-1 space-y-0.5 text-sm">
        {LISTS.filter((list) => notice[list].length > 0).map((list) => (
          <li key={list}>{t(`staff.notice.${list}`, { names: names(notice[list] as Allergen[]) })}</li>
        ))}
        {notice.reason && <li>{t('staff.notice.reason', { reason: notice.reason })}</li>}
      </ul>
      {allergens && <p className="mt-1 text-sm">{t('staff.notice.freeCancel')}</p>}
      <Button variant="secondary" className="mt-2 min-h-11" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
        {t('staff.notice.acknowledge')}
      </Button>
    </div>
  );
}
