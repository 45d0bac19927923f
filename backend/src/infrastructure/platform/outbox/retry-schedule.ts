const MINUTE = 60_000;

/** Wait before each retry; after the last one the row is failed. The first attempt is immediate. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed attempts, or null when the row has used them all. */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]);
}
