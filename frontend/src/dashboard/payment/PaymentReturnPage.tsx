import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { goToCheckout, refreshPayment, reservePortion } from '../queries';
import { PickupCodeCard } from '../staff/PickupCodeCard';
import { PaymentLine } from './PaymentLine';

/** Where Mollie sends the payer back: asks at once (the server asks Mollie) whether the reservation was paid. */
export function PaymentReturnPage({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const client = useQueryClient();
  const answer = useQuery({ queryKey: ['payment-return', reservationId], queryFn: () => refreshPayment(reservationId), retry: false });
  const again = useMutation({
    mutationFn: (portionId: string) => reservePortion(portionId),
    onSuccess: (reservation) => {
      if (!goToCheckout(reservation)) void client.invalidateQueries({ queryKey: ['payment-return', reservationId] });
    },
    onError: (error) =>
      toast({
        title: t('staff.reserveFailedTitle'),
        description:
          error instanceof ApiError && error.body?.code === 'payment_provider_unavailable'
            ? t('staff.paymentUnavailable')
            : error instanceof ApiError && error.status === 409 && error.body?.message
              ? error.body.message
              : t('staff.reserveFailedBody'),
        variant: 'destructive',
      }),
  });
  const back = (
    <Link to="/dashboard" className={buttonClass('secondary')}>
      {t('payment.toReservations')}
    </Link>
  );

  if (answer.isPending)
    return (
      <p className="mt-8 text-slate-700" role="status">
        {t('payment.checking')}
      </p>
    );
  if (answer.isError) {
    return (
      <Card className="mx-auto mt-8 max-w-xl">
        <p role="alert">{t('payment.loadFailed')}</p>
        <div className="mt-4">{back}</div>
      </Card>
    );
  }
  const reservation = answer.data;
  const payment = reservation.payment;
  const paid = reservation.status !== 'awaiting_payment' && reservation.status !== 'cancelled' && payment?.status === 'paid';
  const open = reservation.status === 'awaiting_payment';

  return (
    <Card className="mx-auto mt-8 flex max-w-xl flex-col gap-4" data-testid="payment-return">
      <div className="flex items-start gap-3">
        {paid ? (
          <CheckCircle2 className="size-8 shrink-0 text-teal-700" aria-hidden />
        ) : open ? (
          <Clock className="size-8 shrink-0 text-amber-700" aria-hidden />
        ) : (
          <XCircle className="size-8 shrink-0 text-red-700" aria-hidden />
        )}
        <div>
          <h1 className="text-2xl font-bold text-slate-900" data-testid="payment-outcome">
            {paid ? t('payment.paid') : open ? t('payment.open') : t('payment.notPaid')}
          </h1>
          <p className="mt-1 text-slate-700">
            {paid ? t('payment.paidBody', { title: reservation.portion.title }) : open ? t('payment.openBody') : t('payment.notPaidBody')}
          </p>
        </div>
      </div>
      {payment && <PaymentLine payment={payment} />}
      {paid && reservation.pickupCode && <PickupCodeCard code={reservation.pickupCode} reservationId={reservation.id} />}
      <div className="flex flex-wrap gap-3">
        {open && payment?.checkoutUrl && (
          <a href={payment.checkoutUrl} className={buttonClass('primary')}>
            {t('payment.continuePayment')}
          </a>
        )}
        {open && (
          <Button variant="secondary" onClick={() => void answer.refetch()} disabled={answer.isFetching}>
            {t('payment.checkAgain')}
          </Button>
        )}
        {!paid && !open && (
          <Button onClick={() => again.mutate(reservation.portionId)} disabled={again.isPending} data-testid="payment-try-again">
            {t('payment.tryAgain')}
          </Button>
        )}
        {back}
      </div>
    </Card>
  );
}
