import ics from 'ics';
import type { ReservationView } from '../../../application/reservations/reservation-view.js';

/** The pick-up window as a calendar entry: from the reservation until the portion's end, at its location, with the code. */
export function reservationCalendar(view: ReservationView): string {
  const { error, value } = ics.createEvent({
    uid: `${view.id}@portiepunt.nl`,
    productId: 'portiepunt/reservering',
    title: `Portie ophalen: ${view.portion.title}`,
    description: `Ophaalcode: ${view.pickupCode}. Laat deze code of de QR-code in Portiepunt aan de balie zien.`,
    location: view.portion.locationName,
    start: view.reservedAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(view.portion.availableUntil.getTime(), view.reservedAt.getTime() + 60_000),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: view.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'FREE',
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
