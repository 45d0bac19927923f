import type { Language } from '../../../domain/shared/language.js';
import { formatDecimal } from '../../../application/shared/i18n/formats.js';
import type { Settlement } from '../../../domain/settlements/settlement.js';
import { spreadsheetCsv } from '../../platform/http/spreadsheet-csv.js';
import { settlementCsvTexts } from './settlement-csv.texts.js';

/**
 * The settlement for payroll or a cash desk, in the reader's language: one line per person and a closing total line,
 * with a BOM. Amounts as that language's spreadsheets read them (12,50 or 12.50), and so its separator.
 */
export function settlementCsv(settlement: Settlement, language: Language): string {
  const t = settlementCsvTexts(language);
  const euros = (cents: number) => formatDecimal(language, cents / 100);
  return spreadsheetCsv(
    [
      [t('email'), t('firstName'), t('lastName'), t('portions'), t('total')],
      ...settlement.lines.map((line) => [line.email, line.firstName, line.lastName, line.portions, euros(line.totalCents)]),
      [t('totalLine'), '', '', settlement.portions, euros(settlement.totalCents)],
    ],
    { bom: true, language },
  );
}

export const settlementFileName = (language: Language, month: string): string => settlementCsvTexts(language)('fileName', { month });
