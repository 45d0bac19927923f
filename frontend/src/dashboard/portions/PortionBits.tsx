import { Bean, Egg, Fish, Milk, Nut, Wheat, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../ui/Badge';
import type { ShownPortionStatus } from './portion-status';
import { COMMON, FULLY_BOOKED, PORTION_STATUS_LABELS, RESERVATION_STATUS_LABELS } from '../texts';
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

/** One icon per allergen preset, so that none is mistaken for another at a glance. */
const ALLERGEN_ICONS: Record<string, LucideIcon> = { Gluten: Wheat, Lactose: Milk, Noten: Nut, Eieren: Egg, Vis: Fish, Soja: Bean };

export function AllergenIcon({ allergen }: { allergen: string }) {
  const Icon = ALLERGEN_ICONS[allergen];
  return Icon ? <Icon aria-hidden="true" className="size-3.5" data-allergen-icon={allergen} /> : null;
}

export function AllergenList({ allergens }: { allergens: readonly string[] }) {
  if (allergens.length === 0) return null;
  return (
    <ul aria-label={COMMON.allergens} className="flex flex-wrap gap-1.5">
      {allergens.map((allergen) => (
        <li key={allergen}>
          <Badge tone="amber">
            <AllergenIcon allergen={allergen} />
            {allergen}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
