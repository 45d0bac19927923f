import { parse } from 'csv-parse/sync';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

/**
 * Reads an import file into records: UTF-8 with or without BOM, separated by commas or, as Dutch spreadsheets
 * save it, semicolons (told apart by the header line), quoted cells allowed.
 */
export function readCsvRecords(text: string): string[][] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw InvalidInputError.field('file', 'unsupported_file', `the file is not readable CSV: ${reason}`);
  }
}
