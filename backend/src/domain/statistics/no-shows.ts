import { InvalidInputError } from '../shared/domain-error.js';

/**
 * Per person, what became of their reservations: the admin's no-show figures. They count reservations (not the
 * quantities in them) on the portions offered in the period, by the local day (Europe/Amsterdam) of the offer, as the
 * other statistics do:
 * - reservations: every reservation placed; one paid online counts once it is paid (an unpaid one never held food);
 * - pickedUp: those picked up;
 * - noShows: those still open once the portion is over (its end time passed, or it is no longer on offer), as the
 *   statistics' no-shows (see portion-stats.ts);
 * - lateCancellations: those the holder cancelled in the last LATE_CANCELLATION_MINUTES before the portion's end,
 *   when the unit can hardly reach anyone else. Never late: a cancellation after the kitchen changed the allergens
 *   (free whatever the rules), and a cancellation by a withdrawal, which is the kitchen's.
 * The rest are cancelled in time, or still open.
 */
export interface NoShowFigures {
  userId: string;
  /** First and last name as the user list shows them. */
  name: string;
  reservations: number;
  pickedUp: number;
  noShows: number;
  lateCancellations: number;
}

/** The pick-up reminder's lead: a cancellation after it comes too late for the waiting list to be of use. */
export const LATE_CANCELLATION_MINUTES = 30;
/** The longest period asked at once: two years, like the waste report. */
export const NO_SHOW_PERIOD_MAX_DAYS = 731;

export interface NoShowPeriod {
  /** Local days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** Reads the figures of the people with at least one reservation in the period; scoped to one tenant. */
export abstract class NoShowReader {
  abstract figures(tenantId: string, period: NoShowPeriod, now: Date): Promise<NoShowFigures[]>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function requireDay(field: string, value: unknown): string {
  const valid = typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) throw InvalidInputError.field(field, 'invalid_date', `${field} must be a date (YYYY-MM-DD)`);
  return value as string;
}

/** Both days are needed: a period the admin chose, not one the server guessed. */
export function requireNoShowPeriod(input: { from?: unknown; to?: unknown }): NoShowPeriod {
  if (input.from === undefined) throw InvalidInputError.field('from', 'required', 'from is required');
  if (input.to === undefined) throw InvalidInputError.field('to', 'required', 'to is required');
  const from = requireDay('from', input.from);
  const to = requireDay('to', input.to);
  if (to < from) throw InvalidInputError.field('to', 'invalid', 'to must not be before from');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > NO_SHOW_PERIOD_MAX_DAYS)
    throw InvalidInputError.field('to', 'too_large', `the period spans at most ${NO_SHOW_PERIOD_MAX_DAYS} days`, {
      max: NO_SHOW_PERIOD_MAX_DAYS,
    });
  return { from, to };
}
