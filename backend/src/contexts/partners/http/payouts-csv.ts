import type { PartnerPayout } from '../domain/commission-ledger.js';
import { spreadsheetCsv } from '../../../platform/http/spreadsheet-csv.js';

const HEADER = ['partner_id', 'company', 'email', 'referral_code', 'lines', 'amount_cents', 'amount_eur', 'paid_on', 'reference'];

/** One row per partner; euros with a decimal point. */
export function payoutsCsv(payouts: PartnerPayout[]): string {
  const rows = payouts.map((p) => [
    p.partnerId,
    p.company,
    p.email,
    p.referralCode,
    p.lineCount,
    p.amountCents,
    (p.amountCents / 100).toFixed(2),
    p.paidOn,
    p.paymentReference,
  ]);
  return spreadsheetCsv([HEADER, ...rows]);
}
