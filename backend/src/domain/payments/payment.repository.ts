import type { ListQuery, Page } from '../shared/list-query.js';
import type { Language } from '../shared/language.js';
import type { Payment } from './payment.js';
import type { PaymentSettings } from './payment-settings.js';

/** Tenant-scoped: another tenant's settings are never found. */
export abstract class PaymentSettingsRepository {
  abstract find(tenantId: string): Promise<PaymentSettings | null>;
  abstract save(settings: PaymentSettings): Promise<void>;
}

/** A payment as the admin's list shows it. */
export interface PaymentListItem {
  payment: Payment;
  personName: string;
  portionTitle: string;
}

/** What a receipt names besides the payment itself: who paid, for what, where, in which language. */
export interface ReceiptFacts {
  email: string;
  firstName: string;
  language: Language;
  portionTitle: string;
  locationName: string;
  quantity: number;
  organisationName: string;
}

export const PAYMENT_SORT_FIELDS = ['createdAt', 'amountCents', 'status'] as const;

export abstract class PaymentRepository {
  abstract findByReservation(tenantId: string, reservationId: string): Promise<Payment | null>;
  /** The reservations' payments, by reservation id (for lists of reservations). */
  abstract findByReservations(tenantId: string, reservationIds: string[]): Promise<Map<string, Payment>>;
  /** The payment with this Mollie id (unique across organisations); the caller still reads it back with the tenant's key. */
  abstract findByMollieId(molliePaymentId: string): Promise<Payment | null>;
  /** Locked until the unit of work ends, so that two instances handling the same webhook act once. */
  abstract lockById(tenantId: string, id: string): Promise<Payment | null>;
  /** Open payments whose hold ended, locked and skipped by other instances (FOR UPDATE SKIP LOCKED), oldest first. */
  abstract claimOverdue(now: Date, limit: number): Promise<Payment[]>;
  /**
   * Paid payments of reservations that became no-shows (still `reserved` when the late hand-over ended, at or after
   * `endedSince` and before `endedBefore`) in tenants that refund no-shows, with no refund asked yet; locked and
   * skipped by other instances.
   */
  abstract claimNoShows(endedSince: Date, endedBefore: Date, limit: number): Promise<Payment[]>;
  abstract save(payment: Payment): Promise<void>;
  /** Queues the refund in the outbox, in the current unit of work: it commits with the change that asks for it. */
  abstract queueRefund(payment: Payment): Promise<void>;
  abstract list(tenantId: string, query: ListQuery): Promise<Page<PaymentListItem>>;
  /** For the receipt mail; null when the payer's account is gone or erased (nobody to mail). */
  abstract receiptFacts(payment: Payment): Promise<ReceiptFacts | null>;
}
