import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, CheckCircle2, Clock, MapPin, XCircle } from 'lucide-react';
import { downloadFile } from '../../lib/download';
import { useState } from 'react';
import { formatCents, formatMoment } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { AllergenList, DietMarks, IddsiMark, StorageNote } from '../portions/FoodFacts';
import { ReservationStatusBadge } from '../portions/PortionBits';
import { isOpen } from '../portions/portion-status';
import { calendarPath, setReservationStatus, type PickupConfirmation, type Reservation } from '../queries';
import { PaymentLine } from '../payment/PaymentLine';
import { PickupCodeCard } from './PickupCodeCard';
import { ReservationNotice } from './ReservationNotice';
import { useTranslation } from 'react-i18next';

/** One of my reservations: its status, and while reserved the pick-up and (while the window is open) cancel actions. */
export function ReservationCard({
  reservation,
  now,
  pickupConfirmation,
}: {
  reservation: Reservation;
  now: number;
  pickupConfirmation: PickupConfirmation;
}) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const change = useMutation({
    mutationFn: (status: 'picked_up' | 'cancelled') => setReservationStatus(reservation.id, status),
    onSuccess: (_, status) => toast({ title: status === 'picked_up' ? t('staff.statusUpdated') : t('staff.cancelledTitle') }),
    onError: () => toast({ title: t('staff.statusFailed'), description: t('staff.tryAgain'), variant: 'destructive' }),
    onSettled: () => {
      setConfirmingCancel(false);
      void client.invalidateQueries({ queryKey: ['reservations'] });
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
  });
  const portion = reservation.portion;
  // Still reserved after the end time: the portion is gone, so no pick-up is offered any more.
  const overdue =
    reservation.overdue === true ||
    (reservation.status === 'reserved' && portion !== undefined && new Date(portion.availableUntil).getTime() <= now);
  const reserved = reservation.status === 'reserved' && !overdue;
  // Cancelling gives the portion back to colleagues, which only makes sense while it is still on offer.
  const windowOpen = portion !== undefined && isOpen(portion, now);

  return (
    <Card className="flex flex-col gap-3" padding="p-4 sm:p-5" data-testid="reservation-card" data-reservation-id={reservation.id}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">{portion?.title}</h3>
        {overdue ? (
          <Badge tone="red" data-testid="reservation-status">
            {t('staff.notPickedUp')}
          </Badge>
        ) : (
          <ReservationStatusBadge status={reservation.status} />
        )}
      </div>
      {reservation.status === 'cancelled' && (portion?.endedReason === 'temperature' || portion?.endedReason === 'holding_time') && (
        <p className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="cancelled-reason">
          {t(`foodSafety.staffEnded.${portion.endedReason}`)}
        </p>
      )}
      {reservation.notice && !reservation.notice.acknowledgedAt && (
        <ReservationNotice reservationId={reservation.id} notice={reservation.notice} />
      )}
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        {portion?.locationName && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-slate-600" />
            {portion.locationName}
          </span>
        )}
        {overdue && portion && (
          <span className="text-slate-700">{t('staff.notPickedUpHint', { when: formatMoment(portion.availableUntil) })}</span>
        )}
        {reserved && portion && (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-slate-600" />
            {t('staff.pickUpBefore', { when: formatMoment(portion.availableUntil) })}
          </span>
        )}
        <span className="text-slate-600">
          {t('staff.quantity', { count: reservation.quantity })} ·{' '}
          {reservation.priceCents != null && (
            <span data-testid="reservation-price">
              {t('staff.reservationPrice', { total: formatCents(reservation.priceCents * reservation.quantity) })} ·{' '}
            </span>
          )}
          {reservation.pickedUpAt
            ? t('staff.pickedUpAt', { when: formatMoment(reservation.pickedUpAt) })
            : t('staff.reservedAt', { when: formatMoment(reservation.reservedAt) })}
        </span>
      </div>
      {portion && (
        <div className="space-y-2">
          <AllergenList allergens={portion.allergens} mayContain={portion.mayContain} allergensDeclared={portion.allergensDeclared} />
          <DietMarks diet={portion.diet} />
          <IddsiMark level={portion.iddsiLevel} />
          {portion.ingredients && (
            <p className="text-sm text-slate-700" data-testid="reservation-ingredients">
              <span className="font-medium">{t('staff.ingredients')}</span> {portion.ingredients}
            </p>
          )}
          <StorageNote storage={portion.storage} reheat={portion.reheat} />
        </div>
      )}
      {reservation.payment && <PaymentLine payment={reservation.payment} />}
      {reservation.status === 'awaiting_payment' && reservation.payment?.checkoutUrl && (
        <a href={reservation.payment.checkoutUrl} className={buttonClass('primary', 'md', 'min-h-12 self-start')}>
          {t('payment.continuePayment')}
        </a>
      )}
      {reserved && reservation.pickupCode && (
        <>
          <PickupCodeCard code={reservation.pickupCode} reservationId={reservation.id} />
          <Button
            variant="secondary"
            className="min-h-12 self-start"
            onClick={() =>
              downloadFile(calendarPath(reservation.id), `portie-${reservation.pickupCode}.ics`).catch(() =>
                toast({ title: t('staff.calendarFailed'), description: t('staff.tryAgain'), variant: 'destructive' }),
              )
            }
          >
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('staff.addToCalendar')}
          </Button>
        </>
      )}
      {reserved && pickupConfirmation === 'counter' && <p className="text-sm text-slate-700">{t('staff.counterConfirms')}</p>}
      {reserved &&
        (confirmingCancel ? (
          <div role="group" aria-label={t('staff.cancel')} className="rounded-xl border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm text-amber-900">{t('staff.cancelQuestion')}</p>
            <div className="mt-3 flex gap-2">
              <Button
                className="min-h-12 flex-1 bg-red-700 hover:bg-red-800"
                disabled={change.isPending}
                onClick={() => change.mutate('cancelled')}
              >
                {t('staff.cancelConfirm')}
              </Button>
              <Button variant="secondary" className="min-h-12 flex-1" onClick={() => setConfirmingCancel(false)}>
                {t('staff.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-2 pt-1 min-[400px]:flex-row">
            {pickupConfirmation === 'self' && (
              <Button size="lg" className="min-h-12 flex-1" disabled={change.isPending} onClick={() => change.mutate('picked_up')}>
                <CheckCircle2 aria-hidden="true" className="size-5" />
                {t('staff.markPickedUp')}
              </Button>
            )}
            {windowOpen && (
              <Button
                variant="secondary"
                size="lg"
                className="min-h-12"
                disabled={change.isPending}
                onClick={() => setConfirmingCancel(true)}
              >
                <XCircle aria-hidden="true" className="size-5" />
                {t('staff.cancel')}
              </Button>
            )}
          </div>
        ))}
    </Card>
  );
}
