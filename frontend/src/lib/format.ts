const LOCALE = 'nl-NL';
/** Dates and times read the same for every visitor and in the prerendered HTML. */
const TIME_ZONE = 'Europe/Amsterdam';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'medium', timeZone: TIME_ZONE });
const euroFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** "24 mei 2025" */
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));
/** "22 november 2026 om 10:15:03" */
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(new Date(value));
const centsFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });

/** "€ 8,90" from 890 cents */
export const formatCents = (cents: number) => centsFormat.format(cents / 100);

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "oktober 2026" from "2026-10" */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-15T00:00:00Z`));

/** "€ 234" */
export const formatEuro = (amount: number) => euroFormat.format(amount);

const momentFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const numberFormat = new Intl.NumberFormat(LOCALE);

/** "zo 22 nov, 14:05": a moment in the coming days, short enough for a card. */
export const formatMoment = (value: string | Date) => momentFormat.format(new Date(value));
/** "1.234" */
export const formatNumber = (value: number) => numberFormat.format(value);

/** The highest price per portion, in cents, as the API allows it. */
const PRICE_CENTS_MAX = 2000;

/** "3,50" or "3.50" euros as cents: null when empty (no price given), NaN when not a price from 0 to 20 euros. */
export function parsePriceCents(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const cents = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
  return cents >= 0 && cents <= PRICE_CENTS_MAX ? cents : NaN;
}

const clockFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });

/** "14:05": a time today, in the device's own time zone (a screen on the wall). */
export const formatClock = (value: string | number | Date) => clockFormat.format(new Date(value));
