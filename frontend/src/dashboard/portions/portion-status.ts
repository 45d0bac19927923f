import type { Portion } from '../queries';

export const EXPIRING_SOON_MS = 2 * 60 * 60 * 1000;

export type ShownPortionStatus = 'available' | 'finished' | 'expired';

/** available and finished as sent; anything else, or an available portion whose window has closed, is expired. */
export function shownStatus(portion: Pick<Portion, 'status' | 'availableUntil'>, now: number): ShownPortionStatus {
  if (portion.status === 'finished') return 'finished';
  if (portion.status === 'available' && new Date(portion.availableUntil).getTime() > now) return 'available';
  return 'expired';
}

/** Still in the future with two hours or less to go. */
export function expiresSoon(availableUntil: string, now: number): boolean {
  const left = new Date(availableUntil).getTime() - now;
  return left > 0 && left <= EXPIRING_SOON_MS;
}
