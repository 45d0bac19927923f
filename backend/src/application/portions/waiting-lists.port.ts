import type { Portion } from '../../domain/portions/portion.js';

/**
 * Port, bound by the reservations context: a portion's waiting list. Runs inside the caller's unit of work, with the
 * portion's row locked and saved.
 */
export abstract class WaitingLists {
  /**
   * After any change to the portion: freed units go to the first in line (as reservations), and the list of a
   * portion that ended (withdrawn, expired, finished) is emptied.
   */
  abstract settle(portion: Portion, now: Date): Promise<void>;
  /** The viewer's place (1 = next) on each listed portion, still open at `now`, where they wait. */
  abstract positionsOf(tenantId: string, userId: string, portionIds: string[], now: Date): Promise<Map<string, number>>;
}
