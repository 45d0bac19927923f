/** One person waiting for a unit of a portion. */
export interface WaitlistEntry {
  id: string;
  userId: string;
}

/** A portion's waiting list. Every method is scoped to one tenant and runs in the caller's unit of work. */
export abstract class WaitlistRepository {
  /** Puts the person at the end of the line unless they are in it already; returns their place. */
  abstract join(tenantId: string, portionId: string, userId: string, now: Date): Promise<number>;
  /** Takes the person out of the line, if they are in it. */
  abstract leave(tenantId: string, portionId: string, userId: string): Promise<void>;
  /** The person's place (1 = next) per portion still open at `now` where they wait, and whether they were passed over. */
  abstract placesOf(
    tenantId: string,
    userId: string,
    portionIds: string[],
    now: Date,
  ): Promise<Map<string, { position: number; passedOver: boolean }>>;
  /**
   * Notes on these entries that a freed unit passed them over (their holder at the cap); kept until they leave the
   * line. Returns the people passed over for the first time in this wait.
   */
  abstract markPassedOver(tenantId: string, entryIds: string[], now: Date): Promise<string[]>;
  /** The whole line in order, its rows locked until the unit of work ends. */
  abstract lockLine(tenantId: string, portionId: string): Promise<WaitlistEntry[]>;
  abstract remove(tenantId: string, entryIds: string[]): Promise<void>;
  /** Empties the portion's line. */
  abstract end(tenantId: string, portionId: string): Promise<void>;
  /** Whether the person holds an open reservation on the portion (fair sharing's first limit). */
  abstract holdsOpenReservation(tenantId: string, portionId: string, userId: string): Promise<boolean>;
  /** The person's open reservations on portions whose window is open at `now` (fair sharing's second limit). */
  abstract countOpenReservations(tenantId: string, userId: string, now: Date): Promise<number>;
}
