import type { Language } from '../domain/language.js';

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
const decimalFormat = cached(
  (language) => new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
);

/** "18:00" */
export const formatTime = (language: Language, at: Date): string => timeFormat(language).format(at);
/** "dinsdag 24 november", "mardi 24 novembre", "Tuesday 24 November" */
export const formatDay = (language: Language, at: Date): string => dayFormat(language).format(at);
/** An amount with two decimals and no grouping, as a spreadsheet cell reads it: "12,50" or "12.50". */
export const formatDecimal = (language: Language, value: number): string => decimalFormat(language).format(value);
