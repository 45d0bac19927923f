/**
 * When notifications go out. Pure functions of the clock, so that the jobs and their tests agree on every rule.
 */

const MINUTE = 60_000;

/** Instant mail: portions offered within this spell after a quiet one share the first mail (job ticks keep it under a minute). */
export const INSTANT_GATHER_MS = 40_000;
/** Instant mail: after a mail, the next one comes at the earliest this much later. */
export const INSTANT_MIN_GAP_MS = 10 * MINUTE;
/** Instant push: one per portion, at most this many an hour per user. */
export const PUSH_PER_HOUR = 3;
export const PUSH_WINDOW_MS = 60 * MINUTE;
/** Reminders go out this long before a portion's pick-up window closes. */
export const REMINDER_LEAD_MS = 30 * MINUTE;

export const TIME_ZONE = 'Europe/Amsterdam';
/** The digest hour, local time, on working days. A digest missed within the hour (a restart) still goes. */
export const DIGEST_HOUR = 11;

/**
 * When the next instant mail is due for portions waiting since `oldestPendingAt`: once they have gathered for a
 * moment, and never within 10 minutes of the previous mail.
 */
export function instantMailDueAt(oldestPendingAt: Date, lastMailAt: Date | null): Date {
  const gathered = oldestPendingAt.getTime() + INSTANT_GATHER_MS;
  const rested = lastMailAt ? lastMailAt.getTime() + INSTANT_MIN_GAP_MS : 0;
  return new Date(Math.max(gathered, rested));
}

/** How many of `waiting` new portions may still be pushed, given the pushes of the last hour. */
export function pushAllowance(pushedInLastHour: number): number {
  return Math.max(0, PUSH_PER_HOUR - pushedInLastHour);
}

const LOCAL_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

function localParts(at: Date): Record<string, string> {
  return Object.fromEntries(LOCAL_PARTS.formatToParts(at).map((part) => [part.type, part.value]));
}

/** The local (Amsterdam) calendar day, as YYYY-MM-DD: the digest's once-a-day key. */
export function localDay(at: Date): string {
  const parts = localParts(at);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether the digest goes out now: 11:00 to 11:59 Amsterdam time, Monday to Friday. */
export function isDigestTime(at: Date): boolean {
  const parts = localParts(at);
  return !['Sat', 'Sun'].includes(parts.weekday) && Number(parts.hour) === DIGEST_HOUR;
}
