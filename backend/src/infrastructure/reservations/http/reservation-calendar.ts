import type { ReservationView } from '../../../application/reservations/reservation-view.js';
import { writeCalendar } from '../../platform/http/icalendar.js';

/** The pick-up window as a calendar entry: from the reservation until the portion's end, at its location, with the code. */
export function reservationCalendar(view: ReservationView): string {
  return writeCalendar(
    [
      {
        uid: `${view.id}@portiepunt.nl`,
        title: `Portie ophalen: ${view.portion.title}`,
        description: `Ophaalcode: ${view.pickupCode}. Laat deze code of de QR-code in Portiepunt aan de balie zien.`,
        location: view.portion.locationName,
        start: view.reservedAt,
        end: view.portion.availableUntil,
        status: view.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
    { productId: 'portiepunt/reservering' },
  );
}
