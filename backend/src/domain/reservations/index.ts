// What other contexts may import from the reservations context's domain.
export { RESERVATION_PLACED_WEBHOOKS } from './reservation.events.js';
export { ReservationRepository } from './reservation.repository.js';
export type { Reservation, ReservationEvent, ReservationNotice } from './reservation.js';
