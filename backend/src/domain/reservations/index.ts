// What other contexts may import from reservations's domain.
export { RESERVATION_PLACED_WEBHOOKS, type ReservationEvent } from './reservation.events.js';
export { ReservationRepository } from './reservation.repository.js';
