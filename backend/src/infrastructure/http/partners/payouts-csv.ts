import type { PartnerPayout } from '../../../domain/partners/commission-ledger.js';

const HEADER = ['partner_id', 'company', 'email', 'referral_code', 'lines', 'amount_cents', 'amount_eur', 'paid_on', 'reference'];

/** A cell quoted when needed, and defused when a spreadsheet would read it as a formula. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Semicolon-separated (Dutch spreadsheets), one row per partner; euros with a decimal point. */
export function payoutsCsv(payouts: PartnerPayout[]): string {
  const rows = payouts.map((p) => [p.partnerId, p.company, p.email, p.referralCode, p.lineCount, p.amountCents, (p.amountCents / 100).toFixed(2), p.paidOn, p.paymentReference]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
