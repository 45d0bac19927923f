import { Injectable } from '@nestjs/common';
import { GatewayRefusedError, GatewayUnavailableError, PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { SecretBox } from '../../domain/sso/index.js';
import { GetReservationQuery, type ReservationView } from '../reservations/index.js';
import { PaymentSettingsReader } from './payment-settings.use-cases.js';
import { PaymentSettler } from './payment-settler.js';

/**
 * The return page's question "was it paid?", answered at once, before Mollie's webhook may have arrived: an open
 * payment is read from Mollie and settled like a webhook would. Mollie unreachable: the reservation as it is.
 */
@Injectable()
export class RefreshPaymentUseCase {
  constructor(
    private readonly getReservation: GetReservationQuery,
    private readonly payments: PaymentRepository,
    private readonly settings: PaymentSettingsReader,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
    private readonly settler: PaymentSettler,
  ) {}

  async execute(actor: Actor & { tenantId: string }, reservationId: string): Promise<ReservationView> {
    await this.getReservation.execute(actor, reservationId);
    const payment = await this.payments.findByReservation(actor.tenantId, reservationId);
    const molliePaymentId = payment?.molliePaymentId;
    if (payment && molliePaymentId && payment.status === 'open') {
      const { mollieApiKeySealed } = (await this.settings.read(actor.tenantId)).toState();
      try {
        const read = mollieApiKeySealed && (await this.gateway.getPayment(this.secrets.open(mollieApiKeySealed), molliePaymentId));
        if (read) await this.settler.settle(actor.tenantId, payment.id, { mollie: read.status, method: read.method });
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
      }
    }
    return this.getReservation.execute(actor, reservationId);
  }
}
