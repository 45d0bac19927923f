/** Times of day a kitchen usually stops handing out: after lunch and after dinner. */
const END_HOURS = [14, 19];
const MIN_AHEAD_MS = 60 * 60 * 1000;

/** The next of 14:00 or 19:00 (local time) at least one hour after `now`, as a Date. */
export function defaultEndTime(now: Date): Date {
  for (let day = 0; day < 2; day++) {
    for (const hour of END_HOURS) {
      const candidate = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, hour, 0, 0, 0);
      if (candidate.getTime() - now.getTime() >= MIN_AHEAD_MS) return candidate;
    }
  }
  throw new Error('unreachable: tomorrow 14:00 is always more than an hour ahead');
}

/** A Date as the value of an <input type="datetime-local">, in local time. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
