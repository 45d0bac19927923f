import type { MolliePaymentStatus } from './payment.js';

/** A payment as Mollie reports it. */
export interface GatewayPayment {
  id: string;
  status: MolliePaymentStatus;
  amountCents: number;
  method: string | null;
  checkoutUrl: string | null;
  /** The metadata Portiepunt gave it: whose payment this is. */
  metadata: { tenantId?: string; reservationId?: string; paymentId?: string } | null;
}

export interface PaymentLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  vatPercent: number;
  vatCents: number;
  /** Meal vouchers (Pluxee, Edenred, Monizze) need it; Mollie refuses a voucher payment without one. */
  category: 'meal';
}

export interface CreatePaymentRequest {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: { tenantId: string; reservationId: string; paymentId: string };
  /** Offered methods; empty: Mollie shows every method the account has enabled. */
  methods: string[];
  lines: PaymentLine[];
  /** Portiepunt's own payment id: a retried create never makes two payments. */
  idempotencyKey: string;
}

/** Mollie could not be reached, or answered 5xx: try again later. */
export class GatewayUnavailableError extends Error {}

/** Mollie refused the request (4xx), with its reason: a wrong key, a method not enabled, ... */
export class GatewayRefusedError extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** The organisation's payment provider (Mollie), called with the tenant's own API key. */
export abstract class PaymentGateway {
  abstract createPayment(apiKey: string, request: CreatePaymentRequest): Promise<GatewayPayment>;
  /** Null when the key's account has no such payment (another organisation's id, or a made-up one). */
  abstract getPayment(apiKey: string, molliePaymentId: string): Promise<GatewayPayment | null>;
  abstract refund(apiKey: string, molliePaymentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
  /** The methods the account has enabled (Mollie's ids). */
  abstract listMethods(apiKey: string): Promise<{ id: string; description: string }[]>;
}
