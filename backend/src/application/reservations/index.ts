// What other contexts may import from reservations's application.
export { toReservationPayload, toReservationView } from './reservation-view.js';
