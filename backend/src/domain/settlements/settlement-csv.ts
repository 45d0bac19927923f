import type { Settlement } from './settlement.js';

const HEADER = ['E-mailadres', 'Voornaam', 'Achternaam', 'Porties opgehaald', 'Totaal (EUR)'];

/** "12,50": euros with a decimal comma and no thousands separator, as spreadsheets and payroll imports read them. */
export const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A spreadsheet cell never starts a formula: a leading =, +, - or @ is escaped with a quote. */
const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The settlement as CSV for Dutch spreadsheets: a BOM (UTF-8), semicolons, CRLF, one line per person and a
 * closing total line.
 */
export function settlementCsv(settlement: Settlement): string {
  const rows = [
    HEADER,
    ...settlement.lines.map((line) => [line.email, line.firstName, line.lastName, String(line.portions), euros(line.totalCents)]),
    ['Totaal', '', '', String(settlement.portions), euros(settlement.totalCents)],
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
