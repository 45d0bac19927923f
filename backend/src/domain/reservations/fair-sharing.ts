import { OpenReservationCapReachedError } from './reservation.errors.js';

/**
 * Fair sharing, the second limit: with a cap set by the tenant, a person may hold at most `cap` open
 * reservations (reserved, on portions whose window is still open) in total. The first limit, one open
 * reservation per person per portion, is a unique index in the database (AlreadyReservedError).
 */
export function assertRoomForOpenReservation(openReservations: number, cap: number | null): void {
  if (cap !== null && openReservations >= cap) throw new OpenReservationCapReachedError(cap);
}
