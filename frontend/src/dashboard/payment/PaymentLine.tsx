import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format';
import type { Reservation } from '../queries';

/** What a reservation paid online shows of its payment: amount, VAT, method, and a refund once asked. */
export function PaymentLine({ payment }: { payment: NonNullable<Reservation['payment']> }) {
  const { t } = useTranslation(['dashboard']);
  const refund =
    payment.refundStatus === 'pending'
      ? t('payment.refundPending')
      : payment.refundStatus === 'refunded'
        ? t('payment.refunded')
        : payment.refundStatus === 'failed'
          ? t('payment.refundFailed')
          : null;
  return (
    <p className="text-sm text-slate-700" data-testid="payment-line">
      {t('payment.amount', { amount: formatCents(payment.amountCents), vat: formatCents(payment.vatCents), percent: payment.vatPercent })}
      {payment.method && payment.status !== 'open' && <> · {t('payment.method', { method: payment.method })}</>}
      {refund && <span className="font-medium text-amber-800"> · {refund}</span>}
    </p>
  );
}
