/** At most this many public submissions per source (IP address) within the window. */
export const SUBMISSION_LIMIT = 5;
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

/** Two submissions with the same email and organisation within this span are one lead. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

/**
 * Seconds until the source may submit again, or null when it may submit now.
 * `recent` holds the times of its accepted submissions within the window, oldest first.
 */
export function secondsUntilAdmitted(recent: readonly Date[], now: Date): number | null {
  if (recent.length < SUBMISSION_LIMIT) return null;
  const mustExpire = recent[recent.length - SUBMISSION_LIMIT];
  return Math.max(1, Math.ceil((mustExpire.getTime() + SUBMISSION_WINDOW_MS - now.getTime()) / 1000));
}
