import type { Portion } from '../../domain/portions/index.js';
import type { Reservation } from '../../domain/reservations/reservation.js';

/** A reservation's online payment as its answers show it (null for reservations not paid online). */
export interface ReservationPayment {
  status: 'open' | 'paid' | 'expired' | 'canceled' | 'failed' | 'refunded';
  amountCents: number;
  vatCents: number;
  vatPercent: number;
  method: string | null;
  /** Mollie's checkout, while the payment is open. */
  checkoutUrl: string | null;
  molliePaymentId: string | null;
  refundStatus: 'pending' | 'refunded' | 'failed' | null;
}

/**
 * What reservations ask of online payment; the payments context binds it. A tenant paying online has a hold
 * (ReservationNeeds.holdMinutes): its reservations wait for their payment as `awaiting_payment`.
 */
export abstract class ReservationPayments {
  /** In the reservation's unit of work: opens its payment for the amount Portiepunt computes (price × quantity). */
  abstract hold(reservation: Reservation, portion: Portion, locationName: string, holdMinutes: number): Promise<void>;
  /**
   * After the hold committed: creates the payment at Mollie. Mollie unreachable: the reservation is released (its
   * units free again) and PaymentProviderUnavailableError thrown.
   */
  abstract checkout(tenantId: string, reservationId: string): Promise<void>;
  /** In the unit of work that ends reservations: full refunds of those paid, released payments of those awaiting it. */
  abstract ended(reservations: Reservation[]): Promise<void>;
  /** Asks the payment provider about an open payment at once and acts on its answer, as its webhook would. */
  abstract refresh(tenantId: string, reservationId: string): Promise<void>;
  abstract ofReservations(tenantId: string, reservationIds: string[]): Promise<Map<string, ReservationPayment>>;
}
