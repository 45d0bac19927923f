// What other contexts may import from reservations.
export type { ReservationView } from './application/reservation-view.js';
export { ReservationWebhooks } from './application/reservation-webhooks.port.js';
export { ReservationResponseDto } from './http/dto/reservation.dto.js';
export { ReservationsModule } from './reservations.module.js';
