import type { Allergen } from '../../../portions/index.js';
import type { AllergenNotice, PortionNotice } from '../../domain/notification-audience.js';
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

/** The names kitchens use (as on the dashboard), for the 14 allergen codes. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'Gluten',
  crustaceans: 'Schaaldieren',
  eggs: 'Eieren',
  fish: 'Vis',
  peanuts: "Pinda's",
  soy: 'Soja',
  milk: 'Melk',
  nuts: 'Noten',
  celery: 'Selderij',
  mustard: 'Mosterd',
  sesame: 'Sesamzaad',
  sulphites: 'Sulfiet',
  lupin: 'Lupine',
  molluscs: 'Weekdieren',
};

/** "bevat: Gluten, Melk; kan sporen bevatten van: Noten", "geen allergenen", or "allergenen niet opgegeven" for older portions. */
export function allergenText(food: AllergenNotice): string {
  const names = (codes: Allergen[]) => codes.map((code) => ALLERGEN_NAMES[code]).join(', ');
  const traces = food.mayContain.length > 0 ? `kan sporen bevatten van: ${names(food.mayContain)}` : null;
  if (food.allergens.length > 0) return [`bevat: ${names(food.allergens)}`, traces].filter(Boolean).join('; ');
  if (!food.allergensDeclared) return 'allergenen niet opgegeven';
  return ['geen allergenen', traces].filter(Boolean).join('; ');
}

/** One portion as a mail lists it: title, location, quantity left, allergens and end time. */
export function portionLine(portion: PortionNotice, now: Date): string {
  const allergens = allergenText(portion);
  return `• ${portion.title} (${portion.locationName}): nog ${portion.availableQuantity} beschikbaar, ${allergens}, op te halen tot ${endTime(portion.availableUntil, now)}`;
}

export const porties = (count: number) => (count === 1 ? '1 portie' : `${count} porties`);
