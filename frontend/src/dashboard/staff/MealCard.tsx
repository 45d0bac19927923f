import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlarmClock, CheckCircle2, Clock, Euro, MapPin } from 'lucide-react';
import { ApiError } from '../../api/client';
import { formatCents } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { AllergenList } from '../portions/PortionBits';
import { expiresSoon } from '../portions/portion-status';
import { reservePortion, smallPhoto, type Portion, type Reservation } from '../queries';
import { STAFF, durationText } from '../texts';

/** An available meal with the button that reserves one portion of it. */
export function MealCard({
  portion,
  now,
  held,
  onShowReservation,
}: {
  portion: Portion;
  now: number;
  /** My open reservation of this portion: the card says so instead of offering "Reserveer" again. */
  held?: Reservation;
  onShowReservation: () => void;
}) {
  const client = useQueryClient();
  const reserve = useMutation({
    mutationFn: () => reservePortion(portion.id),
    onSuccess: () => toast({ title: STAFF.reservedTitle, description: STAFF.reservedBody(portion.title) }),
    // A refusal the person can act on (fair sharing, sold out) says why, in the server's Dutch words.
    onError: (error) =>
      toast({
        title: STAFF.reserveFailedTitle,
        description:
          error instanceof ApiError && error.status === 409 && error.body?.message ? error.body.message : STAFF.reserveFailedBody,
        variant: 'destructive',
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['portions'] });
      void client.invalidateQueries({ queryKey: ['reservations'] });
    },
  });
  const left = new Date(portion.availableUntil).getTime() - now;
  const soldOut = portion.availableQuantity <= 0;

  return (
    <Card className="flex h-full flex-col gap-3" padding="p-4 sm:p-5" data-testid="meal-card" data-portion-id={portion.id}>
      {portion.photoUrl && (
        <img
          src={smallPhoto(portion.photoUrl)}
          alt={STAFF.photoAlt(portion.title)}
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
            {STAFF.expiringSoon}
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
          {left > 0 ? STAFF.timeLeft(durationText(left)) : STAFF.expired}
        </span>
        {portion.priceCents != null && (
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-900" data-testid="meal-price">
            <Euro aria-hidden="true" className="size-4 text-slate-500" />
            {STAFF.pricePerPortion(formatCents(portion.priceCents))}
          </span>
        )}
      </div>
      <AllergenList allergens={portion.allergens} />
      {held ? (
        <div className="mt-auto flex flex-col gap-2 rounded-xl border border-teal-200 bg-teal-50 p-3" data-testid="meal-held">
          <p className="inline-flex items-center gap-2 font-semibold text-teal-900">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {STAFF.alreadyHeld}
          </p>
          {held.pickupCode && (
            <p className="text-slate-800">
              {STAFF.pickupCode} <span className="font-mono text-lg font-bold tracking-widest text-slate-900">{held.pickupCode}</span>
            </p>
          )}
          <Button variant="secondary" className="min-h-12" onClick={onShowReservation}>
            {STAFF.showReservation}
          </Button>
        </div>
      ) : (
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span data-testid="meal-left" className="text-sm font-medium text-slate-800">
            {soldOut ? STAFF.soldOut : STAFF.left(portion.availableQuantity)}
          </span>
          <Button size="lg" className="min-h-12" disabled={soldOut || reserve.isPending || left <= 0} onClick={() => reserve.mutate()}>
            {reserve.isPending ? STAFF.reserving : STAFF.reserve}
          </Button>
        </div>
      )}
    </Card>
  );
}
