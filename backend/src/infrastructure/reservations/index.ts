// What other contexts may import from reservations's infrastructure.
export { CounterReservationResponseDto, PortionReservationResponseDto, ReservationResponseDto } from './http/dto/reservation.dto.js';
export { ReservationsModule } from './reservations.module.js';
