/** What the kitchen did with what was left of an ended portion, when it was not waste. */
export const LEFTOVER_OUTCOMES = ['used_otherwise'] as const;
export type LeftoverOutcome = (typeof LEFTOVER_OUTCOMES)[number];

/** Ended portions are asked about for this many days after they end. */
export const LEFTOVER_ASK_DAYS = 7;

/**
 * A portion that ended (expired or withdrawn) in the last LEFTOVER_ASK_DAYS days with units left, which the kitchen
 * has neither recorded as `unsold` waste nor marked used otherwise: "Wat is ermee gebeurd?".
 */
export interface OpenLeftover {
  portionId: string;
  title: string;
  locationId: string;
  locationName: string;
  unitsLeft: number;
  /** Units left × the portion's weight, or the organisation's default weight. */
  weightGrams: number;
  endedAt: Date;
}

export interface LeftoverDecision {
  portionId: string;
  outcome: LeftoverOutcome;
  decidedById: string;
  decidedAt: Date;
}

/** Every method is scoped to the tenant. */
export abstract class LeftoverRepository {
  /** Newest ended first. */
  abstract listOpen(tenantId: string, now: Date, locationId: string | null): Promise<OpenLeftover[]>;
  /** Whether the portion is among the open leftovers now (locks the portion's row until the transaction ends). */
  abstract isOpen(tenantId: string, portionId: string, now: Date): Promise<boolean>;
  abstract findDecision(tenantId: string, portionId: string): Promise<LeftoverDecision | null>;
  abstract saveDecision(tenantId: string, decision: LeftoverDecision): Promise<void>;
}
