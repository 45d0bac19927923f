import { Badge, type BadgeTone } from '../../ui/Badge';
import type { ShownPortionStatus } from './portion-status';
import { FULLY_BOOKED, PORTION_STATUS_LABELS, RESERVATION_STATUS_LABELS } from '../texts';
import type { ReservationStatus } from '../queries';

const PORTION_TONE: Record<ShownPortionStatus, BadgeTone> = { available: 'emerald', finished: 'sky', expired: 'slate' };
const RESERVATION_TONE: Record<ReservationStatus, BadgeTone> = { reserved: 'amber', picked_up: 'emerald', cancelled: 'slate' };

/** The portion's status; an available one with nothing left reads "Volgeboekt", never "Beschikbaar". */
export function PortionStatusBadge({ status, fullyBooked = false }: { status: ShownPortionStatus; fullyBooked?: boolean }) {
  const full = status === 'available' && fullyBooked;
  return (
    <Badge tone={full ? 'amber' : PORTION_TONE[status]} data-testid="portion-status">
      {full ? FULLY_BOOKED : PORTION_STATUS_LABELS[status]}
    </Badge>
  );
}

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return (
    <Badge tone={RESERVATION_TONE[status] ?? 'slate'} data-testid="reservation-status">
      {RESERVATION_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
