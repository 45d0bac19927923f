import type { PortionNotice } from '../../domain/notification-audience.js';
import { localDay, TIME_ZONE } from '../../domain/notification-schedule.js';

const TIME = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });

/** "18:00" today, "morgen 18:00" or "dinsdag 24 november 18:00" later, in Amsterdam time. */
export function endTime(until: Date, now: Date): string {
  const time = TIME.format(until);
  if (localDay(until) === localDay(now)) return time;
  if (localDay(until) === localDay(new Date(now.getTime() + 24 * 60 * 60 * 1000))) return `morgen ${time}`;
  return `${DAY.format(until)} ${time}`;
}

/** One portion as a mail lists it: title, location, quantity left, allergens and end time. */
export function portionLine(portion: PortionNotice, now: Date): string {
  const allergens = portion.allergens.length > 0 ? `allergenen: ${portion.allergens.join(', ')}` : 'geen allergenen opgegeven';
  return `• ${portion.title} (${portion.locationName}): nog ${portion.availableQuantity} beschikbaar, ${allergens}, op te halen tot ${endTime(portion.availableUntil, now)}`;
}

export const porties = (count: number) => (count === 1 ? '1 portie' : `${count} porties`);
