// What other contexts may import from the reservations context's application.
export { toReservationPayload, toReservationView } from './reservation-view.js';
export { ReservationPayments, type ReservationPayment } from './reservation-payments.port.js';
