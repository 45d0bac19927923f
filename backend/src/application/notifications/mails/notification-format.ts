import type { Language } from '../../../domain/shared/language.js';
import { formatDay, formatTime } from '../../shared/i18n/formats.js';
import type { Allergen } from '../../../domain/portions/index.js';
import type { AllergenNotice, PortionNotice } from '../../../domain/notifications/notification-audience.js';
import { localDay } from '../../../domain/notifications/notification-schedule.js';
import { notificationTexts } from '../notification.texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "18:00" today, "morgen 18:00" or "dinsdag 24 november 18:00" later (in French and English alike), in Belgian time. */
export function endTime(language: Language, until: Date, now: Date): string {
  const t = notificationTexts(language);
  const time = formatTime(language, until);
  if (localDay(until) === localDay(now)) return t('endsToday', { time });
  if (localDay(until) === localDay(new Date(now.getTime() + DAY_MS))) return t('endsTomorrow', { time });
  return t('endsLater', { day: formatDay(language, until), time });
}

/** "bevat: Gluten, Melk; kan sporen bevatten van: Noten", "geen allergenen", or "allergenen niet opgegeven" for older portions. */
export function allergenText(language: Language, food: AllergenNotice): string {
  const t = notificationTexts(language);
  const names = (codes: Allergen[]) => codes.map((code) => t(`allergen.${code}`)).join(', ');
  const traces = food.mayContain.length > 0 ? t('allergens.mayContain', { names: names(food.mayContain) }) : null;
  const separator = t('allergens.separator');
  if (food.allergens.length > 0) return [t('allergens.contains', { names: names(food.allergens) }), traces].filter(Boolean).join(separator);
  if (!food.allergensDeclared) return t('allergens.notDeclared');
  return [t('allergens.none'), traces].filter(Boolean).join(separator);
}

/** One portion as a mail lists it: title, location, quantity left, allergens and end time. */
export function portionLine(language: Language, portion: PortionNotice, now: Date): string {
  return notificationTexts(language)('portionLine', {
    title: portion.title,
    location: portion.locationName,
    available: portion.availableQuantity,
    allergens: allergenText(language, portion),
    until: endTime(language, portion.availableUntil, now),
  });
}
