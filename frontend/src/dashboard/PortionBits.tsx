import { Wheat } from 'lucide-react';
import { Badge, type BadgeTone } from '../ui/Badge';
import type { ShownPortionStatus } from './portion-status';
import { COMMON, PORTION_STATUS_LABELS, RESERVATION_STATUS_LABELS } from './texts';
import type { ReservationStatus } from './queries';

const PORTION_TONE: Record<ShownPortionStatus, BadgeTone> = { available: 'emerald', finished: 'sky', expired: 'slate' };
const RESERVATION_TONE: Record<ReservationStatus, BadgeTone> = { reserved: 'amber', picked_up: 'emerald', cancelled: 'slate' };

export function PortionStatusBadge({ status }: { status: ShownPortionStatus }) {
  return (
    <Badge tone={PORTION_TONE[status]} data-testid="portion-status">
      {PORTION_STATUS_LABELS[status]}
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

export function AllergenList({ allergens }: { allergens: readonly string[] }) {
  if (allergens.length === 0) return null;
  return (
    <ul aria-label={COMMON.allergens} className="flex flex-wrap gap-1.5">
      {allergens.map((allergen) => (
        <li key={allergen}>
          <Badge tone="amber">
            <Wheat aria-hidden="true" className="size-3" />
            {allergen}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
