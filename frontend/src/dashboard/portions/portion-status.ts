import type { Portion } from '../queries';

export const EXPIRING_SOON_MS = 2 * 60 * 60 * 1000;

export type ShownPortionStatus = 'available' | 'finished' | 'expired';

/**
 * Whether a portion's pick-up window is open: `available` as sent and its end still ahead. With isReservable, the one
 * place where the client restates the API's rule (backend `reservable.ts`) for what arrives live.
 */
export function isOpen(portion: { status: string; availableUntil: string }, now: number): boolean {
  return portion.status === 'available' && Date.parse(portion.availableUntil) > now;
}

/** Whether a unit can be reserved now: open, with at least one unit left. */
export function isReservable(portion: { status: string; availableUntil: string; availableQuantity: number }, now: number): boolean {
  return isOpen(portion, now) && portion.availableQuantity >= 1;
}

/** available and finished as sent; anything else, or an available portion whose window has closed, is expired. */
export function shownStatus(portion: Pick<Portion, 'status' | 'availableUntil'>, now: number): ShownPortionStatus {
  if (portion.status === 'finished') return 'finished';
  return isOpen(portion, now) ? 'available' : 'expired';
}

/** Still in the future with two hours or less to go. */
export function expiresSoon(availableUntil: string, now: number): boolean {
  const left = new Date(availableUntil).getTime() - now;
  return left > 0 && left <= EXPIRING_SOON_MS;
}
