import { stringify } from 'csv-stringify/sync';

/**
 * CSV as Dutch spreadsheets open it: semicolons, CRLF, quotes where a cell needs them, and no text cell that a
 * spreadsheet would run as a formula (a leading =, +, -, @, tab or CR gets a quote: OWASP's CSV-injection advice).
 * With `bom`, Excel reads it as UTF-8.
 */
export function spreadsheetCsv(rows: (string | number | null)[][], options: { bom?: boolean } = {}): string {
  return stringify(rows, { delimiter: ';', record_delimiter: 'windows', escape_formulas: true, bom: options.bom ?? false });
}
