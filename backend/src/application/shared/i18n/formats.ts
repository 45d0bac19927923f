import type { Language } from '../../../domain/shared/language.js';

/** How each language writes dates, times, numbers and money: Dutch as in the Netherlands, French as in Belgium. */
const LOCALES: Record<Language, string> = { nl: 'nl-NL', fr: 'fr-BE', en: 'en-GB' };

/** Every time a person reads is Belgian time. */
const TIME_ZONE = 'Europe/Brussels';

function cached<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => made.get(language) ?? made.set(language, make(language)).get(language)!;
}

const timeFormat = cached(
  (language) => new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
);
const dayFormat = cached(
  (language) => new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
);
// A calendar date ("2026-11-05") has no time of day: it is formatted as it is, in UTC, so that no zone moves it.
const calendarDateFormat = cached(
  (language) => new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const moneyFormat = cached((language) => new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }));
const decimalFormat = cached(
  (language) => new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
);

/** "18:00" */
export const formatTime = (language: Language, at: Date): string => timeFormat(language).format(at);
/** "dinsdag 24 november", "mardi 24 novembre", "Tuesday 24 November" */
export const formatDay = (language: Language, at: Date): string => dayFormat(language).format(at);
/** "05-11-2026", "05/11/2026", "05/11/2026": a calendar date given as YYYY-MM-DD. */
export const formatCalendarDate = (language: Language, isoDate: string): string =>
  calendarDateFormat(language).format(new Date(`${isoDate}T00:00:00Z`));
/** "€ 12,50", "12,50 €", "€12.50": an amount of euro cents as the language writes money. */
export const formatMoney = (language: Language, cents: number): string => moneyFormat(language).format(cents / 100);
/** An amount with two decimals and no grouping, as a spreadsheet cell reads it: "12,50" or "12.50". */
export const formatDecimal = (language: Language, value: number): string => decimalFormat(language).format(value);
