import { randomUUID } from 'node:crypto';
import type { Amount } from './amount.js';

/** A payment's state as Portiepunt shows it; the first five are Mollie's own. */
export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'canceled', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund's state: asked (the outbox calls Mollie), accepted by Mollie, or refused for good. */
export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Mollie's payment statuses (API reference, "Payment status changes"). */
export type MolliePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

/** What the reservation must do after a status read from Mollie. */
export type Settlement = 'confirm' | 'release' | 'refund' | 'nothing';

export interface PaymentState {
  id: string;
  tenantId: string;
  reservationId: string;
  userId: string;
  status: PaymentStatus;
  amountCents: number;
  vatCents: number;
  vatPercent: number;
  description: string;
  /** Mollie's id (tr_…); null until Mollie answered the create call. */
  molliePaymentId: string | null;
  checkoutUrl: string | null;
  /** The method the payer chose at Mollie; null until Mollie says. */
  method: string | null;
  /** Until when the reservation holds its units unpaid. */
  holdUntil: Date;
  createdAt: Date;
  paidAt: Date | null;
  refundStatus: RefundStatus | null;
  refundedAt: Date | null;
  mollieRefundId: string | null;
}

/**
 * One online payment for one reservation. Portiepunt never trusts a status it is told: `settle` takes the status read
 * from Mollie with the tenant's key, and only moves on from `open`, so repeated or late reads change nothing.
 */
export class Payment {
  private constructor(private readonly state: PaymentState) {}

  static open(
    input: { tenantId: string; reservationId: string; userId: string; amount: Amount; description: string },
    holdMinutes: number,
    now: Date,
  ): Payment {
    return new Payment({
      id: randomUUID(),
      tenantId: input.tenantId,
      reservationId: input.reservationId,
      userId: input.userId,
      status: 'open',
      amountCents: input.amount.amountCents,
      vatCents: input.amount.vatCents,
      vatPercent: input.amount.vatPercent,
      description: input.description,
      molliePaymentId: null,
      checkoutUrl: null,
      method: null,
      holdUntil: new Date(now.getTime() + holdMinutes * 60_000),
      createdAt: now,
      paidAt: null,
      refundStatus: null,
      refundedAt: null,
      mollieRefundId: null,
    });
  }

  static restore(state: PaymentState): Payment {
    return new Payment({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get status(): PaymentStatus {
    return this.state.status;
  }
  get molliePaymentId(): string | null {
    return this.state.molliePaymentId;
  }
  get reservationId(): string {
    return this.state.reservationId;
  }

  /** Mollie created it: where the payer goes, and the id its webhook will name. */
  created(molliePaymentId: string, checkoutUrl: string | null): void {
    this.state.molliePaymentId = molliePaymentId;
    this.state.checkoutUrl = checkoutUrl;
  }

  /**
   * Acts on the status Mollie reports. From `open`: paid confirms the reservation; canceled, expired and failed
   * release it; open, pending and authorized wait. A payment that the hold already ended locally (`expired`) and that
   * Mollie then reports paid is refunded: the units are gone, the money goes back. Anything else changes nothing.
   */
  settle(mollie: MolliePaymentStatus, method: string | null, now: Date): Settlement {
    if (method) this.state.method = method;
    if (this.state.status === 'open') {
      if (mollie === 'paid') {
        this.markPaid(now);
        return 'confirm';
      }
      if (mollie === 'canceled' || mollie === 'expired' || mollie === 'failed') {
        this.state.status = mollie;
        this.state.checkoutUrl = null;
        return 'release';
      }
      return 'nothing';
    }
    if (mollie === 'paid' && this.state.status !== 'paid' && this.state.status !== 'refunded' && this.state.paidAt === null) {
      this.markPaid(now);
      return this.requestRefund() ? 'refund' : 'nothing';
    }
    return 'nothing';
  }

  /** The hold ran out with the payment still open at Mollie (or never created there): the units go back. */
  expireHold(now: Date): boolean {
    if (this.state.status !== 'open' || now < this.state.holdUntil) return false;
    this.state.status = 'expired';
    this.state.checkoutUrl = null;
    return true;
  }

  /** Its reservation ended before it was paid (the portion was withdrawn, or Mollie could not be reached). */
  abandon(): boolean {
    if (this.state.status !== 'open') return false;
    this.state.status = 'canceled';
    this.state.checkoutUrl = null;
    return true;
  }

  /** Asks for a full refund of a paid payment; true when one is now pending (once only). */
  requestRefund(): boolean {
    if (this.state.status !== 'paid' || this.state.refundStatus !== null) return false;
    this.state.refundStatus = 'pending';
    return true;
  }

  /** Mollie accepted the refund. */
  refunded(mollieRefundId: string, now: Date): void {
    this.state.status = 'refunded';
    this.state.refundStatus = 'refunded';
    this.state.mollieRefundId = mollieRefundId;
    this.state.refundedAt = now;
  }

  refundFailed(): void {
    this.state.refundStatus = 'failed';
  }

  toState(): PaymentState {
    return { ...this.state };
  }

  private markPaid(now: Date): void {
    this.state.status = 'paid';
    this.state.paidAt = now;
    this.state.checkoutUrl = null;
  }
}
