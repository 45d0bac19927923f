import { Injectable, Logger } from '@nestjs/common';
import { GatewayUnavailableError, PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentProviderUnavailableError, TooManyWebhooksError } from '../../domain/payments/payment.errors.js';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import { MOLLIE_WEBHOOKS_PER_IP, ThrottleStore } from '../../domain/security/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { SecretBox } from '../../domain/sso/index.js';
import { PaymentSettingsReader } from './payment-settings.use-cases.js';
import { PaymentSettler } from './payment-settler.js';

/**
 * Mollie's webhook carries only a payment id, and anyone can post one: the status is read from Mollie with the
 * tenant's key and only that is acted on. Unknown ids (made up, or of no payment of ours) change nothing and are
 * logged; Mollie unreachable throws PaymentProviderUnavailableError, so that the webhook answers 503 and Mollie retries.
 */
@Injectable()
export class HandleMollieWebhookUseCase {
  private readonly logger = new Logger('MollieWebhook');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly settings: PaymentSettingsReader,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
    private readonly settler: PaymentSettler,
    private readonly throttle: ThrottleStore,
    private readonly clock: Clock,
  ) {}

  /** `ip`: who posted it; posts naming no payment of ours count against it (a flood answers 429). */
  async execute(molliePaymentId: string, ip: string): Promise<void> {
    const decision = await this.throttle.take(`mollie-webhook-ip:${ip}`, MOLLIE_WEBHOOKS_PER_IP, this.clock.now());
    if (!decision.allowed) throw new TooManyWebhooksError(decision.retryAfterSeconds);
    const payment = await this.payments.findByMollieId(molliePaymentId);
    if (!payment) return this.unknown(molliePaymentId, 'no payment of ours has this id');
    await this.throttle.forget([decision.hitId]);
    const { tenantId } = payment.toState();
    const { mollieApiKeySealed } = (await this.settings.read(tenantId)).toState();
    if (mollieApiKeySealed === null) return this.unknown(molliePaymentId, 'its organisation has no Mollie key any more');
    let read;
    try {
      read = await this.gateway.getPayment(this.secrets.open(mollieApiKeySealed), molliePaymentId);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new PaymentProviderUnavailableError();
      throw error;
    }
    if (!read || read.metadata?.paymentId !== payment.id)
      return this.unknown(molliePaymentId, "the organisation's Mollie account does not know it");
    await this.settler.settle(tenantId, payment.id, { mollie: read.status, method: read.method });
  }

  private unknown(molliePaymentId: string, why: string): void {
    this.logger.warn(`Webhook for unknown payment ${molliePaymentId.slice(0, 64)}: ${why}; answered 200 so that Mollie stops`);
  }
}
