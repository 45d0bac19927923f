import { InvalidInputError } from '../shared/domain-error.js';

/** The figures the report derives from sums of grams; rounding happens here only. */

/** The shortest baseline the report compares with: four weeks, so that one odd week does not set the bar. */
export const BASELINE_MIN_DAYS = 28;
export const MEALS_SERVED_MAX = 100_000;
/** Where the default factor (2.5 kg CO2e per kg, the settings' default) comes from: 3.3 Gt CO2e for 1.3 Gt of food wasted. */
export const CO2E_SOURCE = 'FAO (2013), Food wastage footprint: impacts on natural resources';
export const DEFAULT_PORTION_WEIGHT_GRAMS = 400;

export interface DatePeriod {
  /** Local days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

export function requireDate(field: string, value: unknown): string {
  if (!isDate(value)) throw InvalidInputError.field(field, 'invalid_date', `${field} must be a date (YYYY-MM-DD)`);
  return value;
}

/** Days from `from` to `to`, both included. */
export function daysIn(period: DatePeriod): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A report's period: a start no later than its end. */
export function requirePeriod(period: { from: unknown; to: unknown }, fields = { from: 'from', to: 'to' }): DatePeriod {
  const from = requireDate(fields.from, period.from);
  const to = requireDate(fields.to, period.to);
  if (to < from) throw InvalidInputError.field(fields.to, 'invalid', `${fields.to} must not be before ${fields.from}`);
  return { from, to };
}

/** A baseline: at least four weeks, wholly in the past (ending before `today`). */
export function requireBaseline(baseline: unknown, today: string): DatePeriod {
  if (typeof baseline !== 'object' || baseline === null || Array.isArray(baseline))
    throw InvalidInputError.field('wasteBaseline', 'wrong_type', 'wasteBaseline must be {from, to} or null', { type: 'object' });
  const { from, to } = baseline as Record<string, unknown>;
  const period = requirePeriod({ from, to }, { from: 'wasteBaseline.from', to: 'wasteBaseline.to' });
  if (period.to >= today) throw InvalidInputError.field('wasteBaseline.to', 'not_in_past', 'wasteBaseline must end before today');
  if (daysIn(period) < BASELINE_MIN_DAYS)
    throw InvalidInputError.field('wasteBaseline', 'period_too_short', `wasteBaseline must span at least ${BASELINE_MIN_DAYS} days`, {
      days: BASELINE_MIN_DAYS,
    });
  return period;
}

/** The Monday of the ISO week that holds `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * What the report suggests without a baseline: the first four complete weeks (Monday to Sunday) from the week after
 * the first record, when they have passed; null otherwise.
 */
export function suggestedBaseline(firstRecordDay: string | null, today: string): DatePeriod | null {
  if (firstRecordDay === null) return null;
  const monday = weekStart(firstRecordDay);
  const from = monday === firstRecordDay ? monday : addDays(monday, 7);
  const to = addDays(from, BASELINE_MIN_DAYS - 1);
  return to < today ? { from, to } : null;
}

/** Grams thrown away per meal served, to one decimal; null without meals. */
export function gramsPerMeal(wastedGrams: number, mealsServed: number): number | null {
  if (mealsServed <= 0) return null;
  return Math.round((wastedGrams / mealsServed) * 10) / 10;
}

/** The change of grams per meal against the baseline, in percent to one decimal; null when either is unknown or the baseline is 0. */
export function changeAgainstBaseline(current: number | null, baseline: number | null): number | null {
  if (current === null || baseline === null || baseline === 0) return null;
  return Math.round(((current - baseline) / baseline) * 1000) / 10;
}

/** kg CO2e for this many grams of food, to two decimals. */
export function co2eKg(grams: number, kgPerKgFood: number): number {
  return Math.round((grams / 1000) * kgPerKgFood * 100) / 100;
}

/** Euro cents for this many grams at a price per kilogram, rounded to the cent. */
export function costCents(grams: number, centsPerKg: number): number {
  return Math.round((grams / 1000) * centsPerKg);
}

/** Meals served on a day at a location: a whole number from 0 to 100,000. */
export function requireMealsServed(meals: unknown): number {
  if (typeof meals !== 'number' || !Number.isInteger(meals))
    throw InvalidInputError.field('meals', 'invalid', 'meals must be a whole number', { min: 0, max: MEALS_SERVED_MAX });
  if (meals < 0) throw InvalidInputError.field('meals', 'too_small', 'meals must be at least 0', { min: 0 });
  if (meals > MEALS_SERVED_MAX)
    throw InvalidInputError.field('meals', 'too_large', `meals must be at most ${MEALS_SERVED_MAX}`, { max: MEALS_SERVED_MAX });
  return meals;
}

/** The organisation's days are local ones: Europe/Amsterdam (as the statistics count them). */
export const WASTE_TIME_ZONE = 'Europe/Amsterdam';

/** The local day (YYYY-MM-DD) of a moment. */
export function localDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: WASTE_TIME_ZONE });
}
