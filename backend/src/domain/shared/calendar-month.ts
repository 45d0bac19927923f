/**
 * A calendar month as YYYY-MM, from 2000 to 2099: the years the product can have data for (and JavaScript's
 * Date.UTC would read the years 0 to 99 as 1900 to 1999).
 */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
