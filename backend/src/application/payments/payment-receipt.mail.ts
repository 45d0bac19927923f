import type { OutboundEmail } from '../../domain/mail/index.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { ReceiptFacts } from '../../domain/payments/payment.repository.js';
import { composeMail } from '../mail/index.js';
import { formatDay, formatMoney, formatTime } from '../shared/i18n/formats.js';
import { paymentReceiptTexts } from './payment-receipt.texts.js';

const NAMED_METHODS = ['ideal', 'bancontact', 'creditcard', 'voucher'] as const;

/**
 * The receipt of a paid payment in the payer's language: what, where, who sold it, when, the amount with the VAT
 * within it (computed from the gross amount at the tenant's rate, rounded to the cent), the method and Mollie's id.
 */
export function paymentReceiptMail(payment: Payment, facts: ReceiptFacts, links: { reservation: string }): OutboundEmail {
  const { language } = facts;
  const t = paymentReceiptTexts(language);
  const state = payment.toState();
  const paidAt = state.paidAt ?? state.createdAt;
  const method = state.method ?? 'unknown';
  return composeMail({
    kind: 'payment-receipt',
    to: facts.email,
    language,
    subject: t('subject', { title: facts.portionTitle }),
    firstName: facts.firstName,
    blocks: [
      t('intro'),
      [
        t('what', { quantity: facts.quantity, title: facts.portionTitle }),
        t('where', { location: facts.locationName }),
        t('seller', { organisation: facts.organisationName }),
        t('paidAt', { day: formatDay(language, paidAt), time: formatTime(language, paidAt) }),
      ].join('\n'),
      [
        t('amount', { amount: formatMoney(language, state.amountCents) }),
        t('vat', { percent: state.vatPercent, vat: formatMoney(language, state.vatCents) }),
        t('method', {
          method: (NAMED_METHODS as readonly string[]).includes(method) || method === 'unknown' ? t(`methods.${method}`) : method,
        }),
        t('reference', { id: state.molliePaymentId ?? '' }),
      ].join('\n'),
      { label: t('reservationLink'), url: links.reservation },
    ],
  });
}
