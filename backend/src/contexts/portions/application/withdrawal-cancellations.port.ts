import type { LiveEvent } from '../../../platform/realtime/live-events.js';
import type { Portion } from '../domain/portion.js';

/** Port, bound by the reservations context: cancels a withdrawn portion's open reservations inside the caller's unit of work. */
export abstract class WithdrawalCancellations {
  /** Returns the live events of the cancelled reservations, to publish after commit. */
  abstract cancelOpenReservations(portion: Portion, now: Date): Promise<LiveEvent[]>;
}
