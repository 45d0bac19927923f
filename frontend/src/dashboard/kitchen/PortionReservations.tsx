import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandPlatter } from 'lucide-react';
import { formatMoment } from '../../lib/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { rememberOpenReservation } from '../live-cache';
import { keys, setReservationStatus, type Reservation } from '../queries';
import { KITCHEN } from '../texts';

/** The open reservations that arrived live, for one portion. */
export function useOpenReservations(portionId: string): Reservation[] {
  const seen = useQuery<Reservation[]>({ queryKey: keys.openReservationsSeen, queryFn: () => [], initialData: [], staleTime: Infinity });
  return seen.data.filter((reservation) => reservation.portionId === portionId);
}

/**
 * Each open reservation with the button the kitchen taps when handing it over at the counter. Reservations made
 * before the page opened are counted but cannot be listed (the API has no such list for the kitchen yet).
 */
export function PortionReservations({ reservations, reservedQuantity }: { reservations: Reservation[]; reservedQuantity: number }) {
  const client = useQueryClient();
  const handOver = useMutation({
    mutationFn: (id: string) => setReservationStatus(id, 'picked_up'),
    onSuccess: (reservation) => {
      toast({ title: KITCHEN.statusUpdated });
      rememberOpenReservation(client, reservation);
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
    onError: () => toast({ title: KITCHEN.statusFailed, description: KITCHEN.tryAgain, variant: 'destructive' }),
  });

  const unseen = reservedQuantity - reservations.reduce((sum, reservation) => sum + reservation.quantity, 0);
  if (reservations.length === 0 && unseen <= 0) return <p className="text-sm text-slate-600">{KITCHEN.noOpenReservations}</p>;
  return (
    <div className="space-y-2">
      {reservations.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {reservations.map((reservation) => (
            <li key={reservation.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-slate-900">{KITCHEN.reservedBy(KITCHEN.colleague, reservation.quantity)}</p>
                <p className="text-slate-600">{KITCHEN.reservedAt(formatMoment(reservation.reservedAt))}</p>
              </div>
              <Button
                variant="secondary"
                className="min-h-12 shrink-0"
                aria-label={KITCHEN.handOverLabel(formatMoment(reservation.reservedAt))}
                disabled={handOver.isPending && handOver.variables === reservation.id}
                onClick={() => handOver.mutate(reservation.id)}
              >
                <HandPlatter aria-hidden="true" className="size-5" />
                {KITCHEN.handOver}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unseen > 0 && <p className="text-sm text-slate-600">{KITCHEN.unseenReservations(unseen)}</p>}
    </div>
  );
}
