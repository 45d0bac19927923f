import type { Portion } from '../../domain/portions/portion.js';

/** Port, bound by the reservations context: cancels a withdrawn portion's open reservations inside the caller's unit of work. */
export abstract class WithdrawalCancellations {
  abstract cancelOpenReservations(portion: Portion, now: Date): Promise<void>;
}
