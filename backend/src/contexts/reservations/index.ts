// What other contexts may import from reservations.
export { toReservationPayload, toReservationView } from './application/reservation-view.js';
export { RESERVATION_PLACED_WEBHOOKS, type ReservationEvent } from './domain/reservation.events.js';
export { ReservationRepository } from './domain/reservation.repository.js';
export { CounterReservationResponseDto, PortionReservationResponseDto, ReservationResponseDto } from './http/dto/reservation.dto.js';
export { ReservationsModule } from './reservations.module.js';
