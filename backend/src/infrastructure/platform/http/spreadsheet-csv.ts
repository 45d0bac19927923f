import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../../domain/shared/language.js';

/** Spreadsheets with a decimal comma (Dutch, Belgian French) split cells on semicolons; English ones on commas. */
const DELIMITERS: Record<Language, string> = { nl: ';', fr: ';', en: ',' };

/**
 * CSV as spreadsheets open it: the reader's separator (semicolons unless told otherwise), CRLF, quotes where a cell
 * needs them, and no text cell that a spreadsheet would run as a formula (a leading =, +, -, @, tab or CR gets a
 * quote: OWASP's CSV-injection advice). With `bom`, Excel reads it as UTF-8.
 */
export function spreadsheetCsv(rows: (string | number | null)[][], options: { bom?: boolean; language?: Language } = {}): string {
  return stringify(rows, {
    delimiter: DELIMITERS[options.language ?? 'nl'],
    record_delimiter: 'windows',
    escape_formulas: true,
    bom: options.bom ?? false,
  });
}
