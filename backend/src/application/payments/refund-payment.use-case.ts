import { Injectable } from '@nestjs/common';
import { GatewayRefusedError, PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { SecretBox } from '../../domain/sso/index.js';
import { PaymentSettingsReader } from './payment-settings.use-cases.js';

/**
 * Refunds a payment in full through Mollie's refunds API, for the outbox (which retries when Mollie is down). The
 * outbox row's id is the idempotency key: a retry after a crash never refunds twice. A refusal (4xx) is final.
 */
@Injectable()
export class RefundPaymentUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly settings: PaymentSettingsReader,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** 'refused' when Mollie refuses for good. */
  execute(tenantId: string, paymentId: string, idempotencyKey: string): Promise<'refunded' | 'refused' | 'nothing'> {
    return this.unitOfWork.run(async () => {
      const payment = await this.payments.lockById(tenantId, paymentId);
      const state = payment?.toState();
      if (!payment || !state || state.refundStatus !== 'pending' || !state.molliePaymentId) return 'nothing';
      const { mollieApiKeySealed } = (await this.settings.read(tenantId)).toState();
      try {
        if (!mollieApiKeySealed) throw new GatewayRefusedError(401, 'no Mollie API key');
        const refund = await this.gateway.refund(
          this.secrets.open(mollieApiKeySealed),
          state.molliePaymentId,
          state.amountCents,
          idempotencyKey,
        );
        payment.refunded(refund.id, this.clock.now());
        await this.payments.save(payment);
        return 'refunded';
      } catch (error) {
        if (!(error instanceof GatewayRefusedError)) throw error;
        payment.refundFailed();
        await this.payments.save(payment);
        return 'refused';
      }
    });
  }
}
