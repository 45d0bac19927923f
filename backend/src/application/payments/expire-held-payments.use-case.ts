import { Injectable } from '@nestjs/common';
import { GatewayRefusedError, GatewayUnavailableError, PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { SecretBox } from '../../domain/sso/index.js';
import { PaymentSettingsReader } from './payment-settings.use-cases.js';
import { PaymentSettler, type PaymentFact } from './payment-settler.js';

const MAX_PER_RUN = 100;

/**
 * The hold job: each open payment whose hold ended is claimed (FOR UPDATE SKIP LOCKED, so instances share the work)
 * and read from Mollie once more (a webhook may have been lost): paid confirms, still open or Mollie unreachable
 * releases the units. A payment made later is refunded when Mollie reports it.
 */
@Injectable()
export class ExpireHeldPaymentsUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly settings: PaymentSettingsReader,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
    private readonly settler: PaymentSettler,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** How many payments it settled. */
  async execute(): Promise<number> {
    let settled = 0;
    while (settled < MAX_PER_RUN && (await this.settleOne())) settled++;
    return settled;
  }

  private settleOne(): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const [payment] = await this.payments.claimOverdue(this.clock.now(), 1);
      if (!payment) return false;
      const { tenantId, molliePaymentId } = payment.toState();
      let fact: PaymentFact = 'hold_over';
      const { mollieApiKeySealed } = (await this.settings.read(tenantId)).toState();
      if (molliePaymentId && mollieApiKeySealed) {
        try {
          const read = await this.gateway.getPayment(this.secrets.open(mollieApiKeySealed), molliePaymentId);
          if (read && read.status !== 'open' && read.status !== 'pending' && read.status !== 'authorized') {
            fact = { mollie: read.status, method: read.method };
          }
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
        }
      }
      await this.settler.settle(tenantId, payment.id, fact);
      return true;
    });
  }
}
