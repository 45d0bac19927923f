import type { Language } from '../../../domain/shared/language.js';
import { formatDecimal } from '../../../application/shared/i18n/formats.js';
import type { Settlement } from '../../../domain/settlements/settlement.js';
import { spreadsheetCsv } from '../../platform/http/spreadsheet-csv.js';
import { settlementCsvTexts } from './settlement-csv.texts.js';

/** Amounts as the language's spreadsheets read them (12,50 or 12.50). */
const eurosIn = (language: Language) => (cents: number) => formatDecimal(language, cents / 100);

/**
 * The settlement for payroll or a cash desk, in the reader's language: one line per person and a closing total line,
 * with a BOM, the total split into what was paid online and what is still open; that language's separator.
 */
export function settlementCsv(settlement: Settlement, language: Language): string {
  const t = settlementCsvTexts(language);
  const euros = eurosIn(language);
  return spreadsheetCsv(
    [
      [t('email'), t('firstName'), t('lastName'), t('portions'), t('total'), t('paidOnline'), t('open')],
      ...settlement.lines.map((line) => [
        line.email,
        line.firstName,
        line.lastName,
        line.portions,
        euros(line.totalCents),
        euros(line.paidOnlineCents),
        euros(line.openCents),
      ]),
      [
        t('totalLine'),
        '',
        '',
        settlement.portions,
        euros(settlement.totalCents),
        euros(settlement.paidOnlineCents),
        euros(settlement.openCents),
      ],
    ],
    { bom: true, language },
  );
}

/**
 * The payroll export: the settlement's people keyed by employee number, with the amount payroll still deducts (the
 * open amount: what was paid online is not deducted again), and a total line. Its sums are the settlement's.
 */
export function payrollCsv(settlement: Settlement, language: Language): string {
  const t = settlementCsvTexts(language);
  const euros = eurosIn(language);
  return spreadsheetCsv(
    [
      [t('employeeNumber'), t('firstName'), t('lastName'), t('email'), t('portions'), t('toDeduct')],
      ...settlement.lines.map((line) => [
        line.employeeNumber ?? '',
        line.firstName,
        line.lastName,
        line.email,
        line.portions,
        euros(line.openCents),
      ]),
      [t('totalLine'), '', '', '', settlement.portions, euros(settlement.openCents)],
    ],
    { bom: true, language },
  );
}

export const settlementFileName = (language: Language, month: string): string => settlementCsvTexts(language)('fileName', { month });
export const payrollFileName = (language: Language, month: string): string => settlementCsvTexts(language)('payrollFileName', { month });
