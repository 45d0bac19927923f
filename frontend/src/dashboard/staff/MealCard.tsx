import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlarmClock, CheckCircle2, Clock, Euro, EyeOff, Hourglass, MapPin, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { formatCents } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { FoodFacts } from '../portions/FoodFacts';
import { allergenSummary } from '../portions/food-summary';
import { expiresSoon } from '../portions/portion-status';
import { goToCheckout, joinWaitlist, leaveWaitlist, reservePortion, smallPhoto, type Portion, type Reservation } from '../queries';
import { dayAndTime, durationText } from '../day-time';
import { useTranslation } from 'react-i18next';
import { type Allergen } from '../portions/food-codes';

interface MealCardProps {
  portion: Portion;
  now: number;
  /** Allergens of the colleague's own filter that this portion holds: reserving it asks first. */
  avoided?: Allergen[];
  /** Shown although the colleague's filter would hide it. */
  outsideFilter?: boolean;
  /** My open reservation of this portion: the card says so instead of offering "Reserveer" again. */
  held?: Reservation;
  onShowReservation: () => void;
}

/** An available meal with what it contains, and the button that reserves one portion of it. */
export function MealCard({ portion, now, avoided = [], outsideFilter = false, held, onShowReservation }: MealCardProps) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const reserve = useMutation({
    mutationFn: () => reservePortion(portion.id),
    onSuccess: (reservation) =>
      goToCheckout(reservation)
        ? toast({ title: t('staff.toCheckoutTitle') })
        : toast({
            title: t('staff.reservedTitle'),
            description: t('staff.reservedBodyWithAllergens', { title: portion.title, allergens: allergenSummary(portion) }),
          }),
    // A refusal the person can act on (fair sharing, sold out, payment down) says why.
    onError: (error) =>
      toast({
        title: t('staff.reserveFailedTitle'),
        description:
          error instanceof ApiError && error.body?.code === 'payment_provider_unavailable'
            ? t('staff.paymentUnavailable')
            : error instanceof ApiError && error.status === 409 && error.body?.message
              ? error.body.message
              : t('staff.reserveFailedBody'),
        variant: 'destructive',
      }),
    onSettled: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: ['portions'] });
      void client.invalidateQueries({ queryKey: ['reservations'] });
    },
  });
  const waitlist = useMutation({
    mutationFn: async (join: boolean) => {
      if (join) await joinWaitlist(portion.tenantId, portion.id);
      else await leaveWaitlist(portion.tenantId, portion.id);
    },
    onError: (error) =>
      toast({
        title: t('staff.waitlistFailedTitle'),
        description:
          error instanceof ApiError && error.status === 409 && error.body?.message ? error.body.message : t('staff.waitlistFailedBody'),
        variant: 'destructive',
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['portions'] }),
  });
  const left = new Date(portion.availableUntil).getTime() - now;
  const soldOut = portion.availableQuantity <= 0;

  const undeclared = !portion.allergensDeclared && portion.allergens.length === 0;
  return (
    <Card className="flex h-full flex-col gap-3" padding="p-4 sm:p-5" data-testid="meal-card" data-portion-id={portion.id}>
      {portion.photoUrl && (
        <img
          src={smallPhoto(portion.photoUrl)}
          alt={t('staff.photoAlt', { title: portion.title })}
          loading="lazy"
          width={400}
          height={267}
          className="aspect-[3/2] w-full rounded-xl object-cover"
          data-testid="meal-photo"
        />
      )}
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">{portion.title}</h3>
        {expiresSoon(portion.availableUntil, now) && (
          <Badge tone="red" className="shrink-0">
            <AlarmClock aria-hidden="true" className="size-3" />
            {t('staff.expiringSoon')}
          </Badge>
        )}
      </div>
      {portion.description && <p className="text-sm text-slate-600">{portion.description}</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {portion.locationName && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-slate-600" />
            {portion.locationName}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-slate-600" />
          {left > 0 ? t('staff.timeLeft', { duration: durationText(left) }) : t('staff.expired')}
          <span className="text-slate-600" data-testid="meal-until">
            {t('staff.until', { when: dayAndTime(new Date(portion.availableUntil), new Date(now), { today: 'bare' }) })}
          </span>
        </span>
        {portion.priceCents != null && (
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-900" data-testid="meal-price">
            <Euro aria-hidden="true" className="size-4 text-slate-500" />
            {t('staff.pricePerPortion', { price: formatCents(portion.priceCents) })}
          </span>
        )}
      </div>
      {outsideFilter && (
        <Badge tone="slate" className="self-start" data-testid="outside-filter">
          <EyeOff aria-hidden="true" className="size-3" />
          {t('staff.shownDespiteFilter')}
        </Badge>
      )}
      <FoodFacts portion={portion} />
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`confirm-${portion.id}`}
          className="mt-auto rounded-xl border border-amber-300 bg-amber-50 p-3"
          data-testid="allergen-confirm"
        >
          <p id={`confirm-${portion.id}`} className="flex items-start gap-2 text-sm font-semibold text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {undeclared ? t('staff.confirmUndeclaredTitle') : t('staff.confirmTitle')}
          </p>
          <p className="mt-1 text-sm text-amber-950">
            {/* An undeclared portion is not known to contain anything: the warning says only that nobody stated it. */}
            {undeclared
              ? t('staff.confirmUndeclaredBody')
              : t('staff.confirmBody', { names: avoided.map((code) => t(`shared:food.allergenNames.${code}`)).join(', ') })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button ref={confirmButton} className="min-h-12 flex-1" disabled={reserve.isPending} onClick={() => reserve.mutate()}>
              {t('staff.confirmReserve')}
            </Button>
            <Button variant="secondary" className="min-h-12 flex-1" onClick={() => setConfirming(false)}>
              {t('staff.confirmKeep')}
            </Button>
          </div>
        </div>
      ) : held ? (
        <div className="mt-auto flex flex-col gap-2 rounded-xl border border-teal-200 bg-teal-50 p-3" data-testid="meal-held">
          <p className="inline-flex items-center gap-2 font-semibold text-teal-900">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {t('staff.alreadyHeld')}
          </p>
          {held.pickupCode && (
            <p className="text-slate-800">
              {t('staff.pickupCode')} <span className="font-mono text-lg font-bold tracking-widest text-slate-900">{held.pickupCode}</span>
            </p>
          )}
          <Button variant="secondary" className="min-h-12" onClick={onShowReservation}>
            {t('staff.showReservation')}
          </Button>
        </div>
      ) : (soldOut || portion.waitlistPosition != null) && left > 0 ? (
        // Whoever waits keeps seeing their place until the wait ends, also when a unit is free that they may not take.
        <div className="mt-auto flex flex-col gap-2 pt-2" data-testid="meal-waitlist">
          <span data-testid="meal-left" className="text-sm font-medium text-slate-800">
            {soldOut ? t('staff.soldOut') : t('staff.left', { count: portion.availableQuantity })}
          </span>
          {portion.waitlistPosition != null ? (
            <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3">
              <p className="inline-flex items-center gap-2 font-semibold text-amber-950" data-testid="waitlist-position">
                <Hourglass aria-hidden="true" className="size-5 shrink-0" />
                {t('staff.waitlistPosition', { position: portion.waitlistPosition })}
              </p>
              <p className="text-sm text-amber-950">{t('staff.waitlistHint')}</p>
              {portion.waitlistPassedOver && (
                <p className="text-sm font-medium text-amber-950" data-testid="waitlist-passed-over">
                  {t('staff.waitlistPassedOver')}
                </p>
              )}
              <Button variant="secondary" className="min-h-12" disabled={waitlist.isPending} onClick={() => waitlist.mutate(false)}>
                {t('staff.leaveWaitlist')}
              </Button>
            </div>
          ) : (
            <Button size="lg" variant="secondary" className="min-h-12" disabled={waitlist.isPending} onClick={() => waitlist.mutate(true)}>
              {waitlist.isPending ? t('staff.joiningWaitlist') : t('staff.joinWaitlist')}
            </Button>
          )}
        </div>
      ) : (
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span data-testid="meal-left" className="text-sm font-medium text-slate-800">
            {soldOut ? t('staff.soldOut') : t('staff.left', { count: portion.availableQuantity })}
          </span>
          <Button
            size="lg"
            className="min-h-12"
            disabled={soldOut || reserve.isPending || left <= 0}
            onClick={() => (avoided.length > 0 ? setConfirming(true) : reserve.mutate())}
          >
            {reserve.isPending ? t('staff.reserving') : t('staff.reserve')}
          </Button>
        </div>
      )}
    </Card>
  );
}
