import type { Portion } from '../../domain/portions/portion.js';

/** Where the viewer stands in a portion's line. */
export interface WaitlistPlace {
  /** 1 = next. */
  position: number;
  /** A unit came free while they were first in line but at the cap on open reservations, so it went to the next one. */
  passedOver: boolean;
}

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
  /** The viewer's place on each listed portion, still open at `now`, where they wait. */
  abstract placesOf(tenantId: string, userId: string, portionIds: string[], now: Date): Promise<Map<string, WaitlistPlace>>;
}
