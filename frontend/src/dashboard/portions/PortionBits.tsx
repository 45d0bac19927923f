import { Badge, type BadgeTone } from '../../ui/Badge';
import type { ShownPortionStatus } from './portion-status';
import type { ReservationStatus } from '../queries';
import { useTranslation } from 'react-i18next';

const PORTION_TONE: Record<ShownPortionStatus, BadgeTone> = { available: 'emerald', finished: 'sky', expired: 'slate' };
const RESERVATION_TONE: Record<ReservationStatus, BadgeTone> = {
  reserved: 'amber',
  picked_up: 'emerald',
  cancelled: 'slate',
  awaiting_payment: 'sky',
};

/** The portion's status; an available one with nothing left reads "Volgeboekt", never "Beschikbaar". */
export function PortionStatusBadge({ status, fullyBooked = false }: { status: ShownPortionStatus; fullyBooked?: boolean }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const full = status === 'available' && fullyBooked;
  return (
    <Badge tone={full ? 'amber' : PORTION_TONE[status]} data-testid="portion-status">
      {full ? t('shared:fullyBooked') : t(`shared:portionStatus.${status}`)}
    </Badge>
  );
}

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <Badge tone={RESERVATION_TONE[status] ?? 'slate'} data-testid="reservation-status">
      {t(`shared:reservationStatus.${status}`) ?? status}
    </Badge>
  );
}
