// What other contexts may import from the reservations context's application.
export { toReservationPayload, toReservationView, type ReservationView } from './reservation-view.js';
export { ReservationPayments, type ReservationPayment } from './reservation-payments.port.js';
export { GetReservationQuery } from './get-reservation.query.js';
