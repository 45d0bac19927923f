import { Injectable, Logger } from '@nestjs/common';
import type { Portion } from '../../domain/portions/index.js';
import type { Reservation } from '../../domain/reservations/index.js';
import { computeAmount } from '../../domain/payments/amount.js';
import { GatewayRefusedError, GatewayUnavailableError, PaymentGateway } from '../../domain/payments/payment-gateway.js';
import { PaymentLinks } from '../../domain/payments/payment-links.js';
import { PaymentProviderUnavailableError, PaymentRefusedError } from '../../domain/payments/payment.errors.js';
import { Payment } from '../../domain/payments/payment.js';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { SecretBox } from '../../domain/sso/index.js';
import { ReservationPayments, type ReservationPayment } from '../reservations/index.js';
import { PaymentSettingsReader } from './payment-settings.use-cases.js';
import { PaymentSettler } from './payment-settler.js';

const DESCRIPTION_MAX = 255;

export const toReservationPayment = (payment: Payment): ReservationPayment => {
  const { status, amountCents, vatCents, vatPercent, method, checkoutUrl, molliePaymentId, refundStatus } = payment.toState();
  return { status, amountCents, vatCents, vatPercent, method, checkoutUrl, molliePaymentId, refundStatus };
};

/** Binds reservations' ReservationPayments to Mollie. */
@Injectable()
export class OnlinePayments extends ReservationPayments {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly settings: PaymentSettingsReader,
    private readonly gateway: PaymentGateway,
    private readonly secrets: SecretBox,
    private readonly links: PaymentLinks,
    private readonly settler: PaymentSettler,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async hold(reservation: Reservation, portion: Portion, locationName: string, holdMinutes: number): Promise<void> {
    const { vatPercent } = (await this.settings.read(reservation.tenantId)).toState();
    const { title } = portion.toState();
    const payment = Payment.open(
      {
        tenantId: reservation.tenantId,
        reservationId: reservation.id,
        userId: reservation.userId,
        amount: computeAmount(portion.priceCents ?? 0, reservation.quantity, vatPercent),
        description: `Portiepunt · ${title} · ${locationName}`.slice(0, DESCRIPTION_MAX),
      },
      holdMinutes,
      this.clock.now(),
    );
    await this.payments.save(payment);
  }

  async checkout(tenantId: string, reservationId: string): Promise<void> {
    const payment = await this.payments.findByReservation(tenantId, reservationId);
    if (!payment) throw new Error(`No payment held for reservation ${reservationId}`);
    const { mollieApiKeySealed, methods } = (await this.settings.read(tenantId)).toState();
    const state = payment.toState();
    try {
      if (mollieApiKeySealed === null) throw new GatewayRefusedError(401, 'no Mollie API key');
      const created = await this.gateway.createPayment(this.secrets.open(mollieApiKeySealed), {
        amountCents: state.amountCents,
        description: state.description,
        redirectUrl: this.links.returnUrl(reservationId),
        webhookUrl: this.links.webhookUrl,
        metadata: { tenantId, reservationId, paymentId: payment.id },
        methods,
        lines: [
          {
            description: state.description,
            quantity: 1,
            unitPriceCents: state.amountCents,
            totalCents: state.amountCents,
            vatPercent: state.vatPercent,
            vatCents: state.vatCents,
            category: 'meal',
          },
        ],
        idempotencyKey: payment.id,
      });
      await this.unitOfWork.run(async () => {
        const locked = await this.payments.lockById(tenantId, payment.id);
        if (!locked) return;
        locked.created(created.id, created.checkoutUrl);
        await this.payments.save(locked);
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
      this.logger.warn(`Creating the payment of reservation ${reservationId} failed; its units are released: ${error.message}`);
      await this.settler.settle(tenantId, payment.id, 'abandoned');
      throw error instanceof GatewayUnavailableError ? new PaymentProviderUnavailableError() : new PaymentRefusedError(error.message);
    }
  }

  async ended(reservations: Reservation[]): Promise<void> {
    if (reservations.length === 0) return;
    const payments = await this.payments.findByReservations(
      reservations[0].tenantId,
      reservations.map(({ id }) => id),
    );
    for (const payment of payments.values()) {
      if (payment.requestRefund()) {
        await this.payments.save(payment);
        await this.payments.queueRefund(payment);
      } else if (payment.abandon()) {
        await this.payments.save(payment);
      }
    }
  }

  async refresh(tenantId: string, reservationId: string): Promise<void> {
    const payment = await this.payments.findByReservation(tenantId, reservationId);
    const molliePaymentId = payment?.molliePaymentId;
    if (!payment || !molliePaymentId || payment.status !== 'open') return;
    const { mollieApiKeySealed } = (await this.settings.read(tenantId)).toState();
    if (!mollieApiKeySealed) return;
    try {
      const read = await this.gateway.getPayment(this.secrets.open(mollieApiKeySealed), molliePaymentId);
      if (read) await this.settler.settle(tenantId, payment.id, { mollie: read.status, method: read.method });
    } catch (error) {
      // Unreachable or refused: the page shows the reservation as it is, and the webhook or the hold job settles it.
      if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
    }
  }

  async ofReservations(tenantId: string, reservationIds: string[]): Promise<Map<string, ReservationPayment>> {
    const payments = await this.payments.findByReservations(tenantId, reservationIds);
    return new Map([...payments].map(([id, payment]) => [id, toReservationPayment(payment)]));
  }
}
