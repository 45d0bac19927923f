import { CSV_DELIMITERS } from '../../i18n/languages';
import { formatLanguage } from '../../lib/format';
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * A CSV as the asking user's spreadsheets open it: semicolons between cells in Dutch and French (numbers keep their
 * decimal comma), commas in English, a BOM so
 * that Excel reads UTF-8, CRLF line ends, quotes around any cell that needs them, and no cell that a spreadsheet
 * would run as a formula (a name starting with =, +, -, @, tab or CR gets a leading quote; the counts are never negative).
 */
export function toCsv(rows: string[][]): string {
  const delimiter = CSV_DELIMITERS[formatLanguage()];
  // A lone line feed inside a cell is quoted too: csv-stringify by itself only looks for the record delimiter.
  return stringify(rows, { delimiter, record_delimiter: 'windows', bom: true, quoted_match: /[\r\n]/, escape_formulas: true });
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Lets the browser save `blob` under `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
