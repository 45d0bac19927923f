import type { Language } from '../../../domain/shared/language.js';
import { formatCalendarDate, formatDecimal } from '../../../application/shared/i18n/formats.js';
import { spreadsheetCsv } from '../../platform/http/spreadsheet-csv.js';
import type { PartnerPayout } from '../../../domain/partners/commission-ledger.js';
import { payoutsCsvTexts } from './payouts-csv.texts.js';

/**
 * One row per partner, in the reader's language, with a BOM: amounts and dates as that language's spreadsheets read
 * them (8,90 or 8.90; 05-11-2026 or 05/11/2026), and so its separator.
 */
export function payoutsCsv(payouts: PartnerPayout[], language: Language): string {
  const t = payoutsCsvTexts(language);
  const header = [t('partnerId'), t('company'), t('email'), t('referralCode'), t('lines'), t('amount'), t('paidOn'), t('reference')];
  const rows = payouts.map((p) => [
    p.partnerId,
    p.company,
    p.email,
    p.referralCode,
    p.lineCount,
    formatDecimal(language, p.amountCents / 100),
    p.paidOn && formatCalendarDate(language, p.paidOn),
    p.paymentReference,
  ]);
  return spreadsheetCsv([header, ...rows], { bom: true, language });
}

export const payoutsFileName = (language: Language, month: string): string => payoutsCsvTexts(language)('fileName', { month });
