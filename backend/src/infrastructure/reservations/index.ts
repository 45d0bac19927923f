// What other contexts may import from the reservations context's infrastructure.
export { ReservationsModule } from './reservations.module.js';
