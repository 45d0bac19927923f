import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { PaymentLinks } from '../../domain/payments/payment-links.js';
import { PortionRepository } from '../../domain/portions/index.js';
import { ReservationRepository } from '../../domain/reservations/index.js';
import type { MolliePaymentStatus, Payment } from '../../domain/payments/payment.js';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { WaitingLists } from '../portions/index.js';
import { paymentReceiptMail } from './payment-receipt.mail.js';

/** What is known of a payment: Mollie's status as read with the tenant's key, or that its hold ran out, or that its reservation ended. */
export type PaymentFact = { mollie: MolliePaymentStatus; method: string | null } | 'hold_over' | 'abandoned';

/**
 * Moves a payment and its reservation on, under the payment's row lock: two instances handling the same webhook (or
 * the webhook and the hold job) act once, and a repeated or late fact changes nothing. Paid: the reservation becomes
 * reserved, and the payer is mailed a receipt in the same transaction. Not paid: it is released and its units go to
 * the waiting list. Paid after the units went back: refunded (no receipt: the money goes straight back).
 */
@Injectable()
export class PaymentSettler {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly reservations: ReservationRepository,
    private readonly portions: PortionRepository,
    private readonly waitingLists: WaitingLists,
    private readonly mailOutbox: MailOutbox,
    private readonly links: PaymentLinks,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  settle(tenantId: string, paymentId: string, fact: PaymentFact): Promise<void> {
    return this.unitOfWork.run(async () => {
      const payment = await this.payments.lockById(tenantId, paymentId);
      if (!payment) return;
      const now = this.clock.now();
      const outcome =
        fact === 'hold_over'
          ? payment.expireHold(now) && 'release'
          : fact === 'abandoned'
            ? payment.abandon() && 'release'
            : payment.settle(fact.mollie, fact.method, now);
      await this.payments.save(payment);
      if (outcome === 'refund') await this.payments.queueRefund(payment);
      if (outcome !== 'confirm' && outcome !== 'release') return;
      const held = await this.reservations.findById(tenantId, payment.reservationId);
      if (!held) return;
      // The portion's row lock first, as on every path that changes a portion's reservations; then the reservation again.
      const portion = await this.portions.findByIdForUpdate(tenantId, held.portionId);
      const reservation = await this.reservations.findById(tenantId, payment.reservationId);
      if (!portion || !reservation) return;
      if (reservation.status !== 'awaiting_payment') {
        // Paid for a reservation that already ended (its portion withdrawn meanwhile): the money goes back.
        if (outcome === 'confirm' && payment.requestRefund()) {
          await this.payments.save(payment);
          await this.payments.queueRefund(payment);
        }
        return;
      }
      if (outcome === 'confirm') reservation.confirmPayment(portion, now);
      else reservation.releaseUnpaid(portion, now);
      await this.reservations.save(reservation);
      await this.portions.save(portion);
      if (outcome === 'release') await this.waitingLists.settle(portion, now);
      else await this.mailReceipt(payment);
    });
  }

  private async mailReceipt(payment: Payment): Promise<void> {
    const facts = await this.payments.receiptFacts(payment);
    if (facts)
      await this.mailOutbox.enqueue(paymentReceiptMail(payment, facts, { reservation: this.links.returnUrl(payment.reservationId) }));
  }
}
