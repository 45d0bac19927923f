import { DEFAULT_LANGUAGE, LOCALES, TIME_ZONE, type Language } from '../i18n/languages';

/** The formats of one language; built once per language that is used. */
function formatsOf(locale: string) {
  return {
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
    dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium', timeZone: TIME_ZONE }),
    euro: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    amount: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    moment: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
    number: new Intl.NumberFormat(locale),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
    clock: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
    temperature: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  };
}

const cache = new Map<Language, ReturnType<typeof formatsOf>>();
let language: Language = DEFAULT_LANGUAGE;

function formats() {
  let found = cache.get(language);
  if (!found) {
    found = formatsOf(LOCALES[language]);
    cache.set(language, found);
  }
  return found;
}

/** Called when the interface changes language; the public site stays Dutch. */
export function setFormatLanguage(next: Language): void {
  language = next;
}

/** The language whose formats are in use: exports follow it too. */
export const formatLanguage = (): Language => language;

/** "24 mei 2025" */
export const formatDate = (value: string | Date) => formats().date.format(new Date(value));
/** "22 november 2026 om 10:15:03" */
export const formatDateTime = (value: string | Date) => formats().dateTime.format(new Date(value));

/** "€ 8,90" from 890 cents: money always carries two decimals ("€ 1.165,50"). */
export const formatCents = (cents: number) => formats().cents.format(cents / 100);
/** "1.165,50" from 116550 cents: an amount in a column whose header names the currency, with two decimals. */
export const formatAmount = (cents: number) => formats().amount.format(cents / 100);

/** "oktober 2026" from "2026-10" */
export const formatMonth = (month: string) => formats().month.format(new Date(`${month}-15T00:00:00Z`));

/** "€ 234" */
export const formatEuro = (amount: number) => formats().euro.format(amount);

/** "zo 22 nov, 14:05": a moment in the coming days, short enough for a card (the device's own time zone). */
export const formatMoment = (value: string | Date) => formats().moment.format(new Date(value));
/** "1.234" */
export const formatNumber = (value: number) => formats().number.format(value);
/** "12,5%" from 12.5 (French: "12,5 %") */
export const formatPercent = (value: number) => formats().percent.format(value / 100);

/** The highest price per portion, in cents, as the API allows it. */
const PRICE_CENTS_MAX = 2000;

/** "3,50" or "3.50" euros as cents: null when empty (no price given), NaN when not a price from 0 to 20 euros. */
export function parsePriceCents(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const cents = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
  return cents >= 0 && cents <= PRICE_CENTS_MAX ? cents : NaN;
}

/** "14:05": a time today, in the device's own time zone (a screen on the wall). */
export const formatClock = (value: string | number | Date) => formats().clock.format(new Date(value));

/** "30 nov." of a calendar date ("2026-11-30"), taken at noon so that no time zone moves it to another day. */
export const formatDay = (date: string) => formats().day.format(new Date(`${date}T12:00:00`));

/** "72,5 °C": temperatures carry one decimal. */
export const formatTemperature = (celsius: number) => `${formats().temperature.format(celsius)} °C`;
