import { InvalidInputError } from './domain-error.js';

/**
 * A calendar month as YYYY-MM, from 2000 to 2099: the years the product can have data for (and JavaScript's
 * Date.UTC would read the years 0 to 99 as 1900 to 1999).
 */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** A month as `YYYY-MM`; anything else is a 400 naming the field. */
export function requireMonth(month: string): string {
  if (!MONTH_PATTERN.test(month)) throw InvalidInputError.field('month', 'invalid_format', 'month must be a calendar month as YYYY-MM');
  return month;
}
