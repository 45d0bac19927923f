import {
  MollieApiError,
  createMollieClient,
  PaymentLineCategory,
  type MollieClient,
  type Payment as MolliePayment,
} from '@mollie/api-client';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  PaymentGateway,
  type CreatePaymentRequest,
  type GatewayPayment,
} from '../../../domain/payments/payment-gateway.js';
import type { MolliePaymentStatus } from '../../../domain/payments/payment.js';
import { fromMollieValue, toMollieValue } from '../../../domain/payments/amount.js';

const euro = (cents: number) => ({ currency: 'EUR', value: toMollieValue(cents) });

/**
 * Mollie through its official client (`@mollie/api-client`), at `MOLLIE_API_URL` (Mollie's own by default). One
 * client per call: each tenant has its own key. Mollie unreachable or answering 5xx becomes GatewayUnavailableError,
 * a 4xx GatewayRefusedError with Mollie's reason; the key never appears in either.
 */
export class MollieGateway extends PaymentGateway {
  constructor(private readonly apiEndpoint: string) {
    super();
  }

  async createPayment(apiKey: string, request: CreatePaymentRequest): Promise<GatewayPayment> {
    const payment = await this.call(apiKey, (mollie) =>
      mollie.payments.create({
        amount: euro(request.amountCents),
        description: request.description,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        metadata: request.metadata,
        ...(request.methods.length > 0 ? { method: request.methods as never } : {}),
        lines: request.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPrice: euro(line.unitPriceCents),
          totalAmount: euro(line.totalCents),
          vatRate: line.vatPercent.toFixed(2),
          vatAmount: euro(line.vatCents),
          categories: [PaymentLineCategory.meal],
        })),
        idempotencyKey: request.idempotencyKey,
      }),
    );
    return toGatewayPayment(payment);
  }

  async getPayment(apiKey: string, molliePaymentId: string): Promise<GatewayPayment | null> {
    try {
      return toGatewayPayment(await this.call(apiKey, (mollie) => mollie.payments.get(molliePaymentId)));
    } catch (error) {
      if (error instanceof GatewayRefusedError && error.status === 404) return null;
      throw error;
    }
  }

  async refund(apiKey: string, molliePaymentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }> {
    const refund = await this.call(apiKey, (mollie) =>
      mollie.paymentRefunds.create({ paymentId: molliePaymentId, amount: euro(amountCents), idempotencyKey }),
    );
    return { id: refund.id };
  }

  async listMethods(apiKey: string): Promise<{ id: string; description: string }[]> {
    const methods = await this.call(apiKey, (mollie) => mollie.methods.list());
    return methods.map((method) => ({ id: method.id, description: method.description }));
  }

  private async call<T>(apiKey: string, work: (mollie: MollieClient) => Promise<T>): Promise<T> {
    try {
      return await work(createMollieClient({ apiKey, apiEndpoint: this.apiEndpoint }));
    } catch (error) {
      if (!(error instanceof MollieApiError)) throw error;
      const status = error.statusCode;
      if (status === undefined || status >= 500) throw new GatewayUnavailableError(`Mollie unavailable: ${error.message}`);
      throw new GatewayRefusedError(status, error.message);
    }
  }
}

function toGatewayPayment(payment: MolliePayment): GatewayPayment {
  return {
    id: payment.id,
    status: payment.status as MolliePaymentStatus,
    amountCents: fromMollieValue(payment.amount.value),
    method: payment.method ?? null,
    checkoutUrl: payment.getCheckoutUrl(),
    metadata: (payment.metadata as GatewayPayment['metadata']) ?? null,
  };
}
