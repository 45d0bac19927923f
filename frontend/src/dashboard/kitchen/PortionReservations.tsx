import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandPlatter } from 'lucide-react';
import { formatMoment } from '../../lib/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { fetchOpenReservations, keys, setReservationStatus } from '../queries';
import { KITCHEN } from '../texts';

/** A portion's open reservations, each with the button the kitchen taps when handing it over at the counter. */
export function PortionReservations({ tenantId, portionId }: { tenantId: string; portionId: string }) {
  const client = useQueryClient();
  const reservations = useQuery({ queryKey: keys.portionReservations(tenantId, portionId), queryFn: () => fetchOpenReservations(tenantId, portionId) });
  const handOver = useMutation({
    mutationFn: (id: string) => setReservationStatus(id, 'picked_up'),
    onSuccess: () => toast({ title: KITCHEN.statusUpdated }),
    onError: () => toast({ title: KITCHEN.statusFailed, description: KITCHEN.tryAgain, variant: 'destructive' }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reservations'] });
      void client.invalidateQueries({ queryKey: ['portions'] });
    },
  });

  if (reservations.isPending) return null;
  if (reservations.isError) return <p className="text-sm text-red-700">{KITCHEN.reservationsFailed}</p>;
  if (reservations.data.length === 0) return <p className="text-sm text-slate-600">{KITCHEN.noOpenReservations}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {reservations.data.map((reservation) => (
        <li key={reservation.id} className="flex items-center justify-between gap-3 px-3 py-2">
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-900">{KITCHEN.reservedBy(reservation.holderName, reservation.quantity)}</p>
            <p className="text-slate-600">{KITCHEN.reservedAt(formatMoment(reservation.reservedAt))}</p>
          </div>
          <Button
            variant="secondary"
            className="min-h-12 shrink-0"
            aria-label={KITCHEN.handOverLabel(reservation.holderName)}
            disabled={handOver.isPending && handOver.variables === reservation.id}
            onClick={() => handOver.mutate(reservation.id)}
          >
            <HandPlatter aria-hidden="true" className="size-5" />
            {KITCHEN.handOver}
          </Button>
        </li>
      ))}
    </ul>
  );
}
