import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { GetReservationQuery } from './get-reservation.query.js';
import { ReservationPayments } from './reservation-payments.port.js';
import type { ReservationView } from './reservation-view.js';

/**
 * The return page's question "was it paid?", answered at once, before the provider's webhook may have arrived: an
 * open payment is read from the provider and settled as the webhook would; unreachable, the reservation as it is.
 */
@Injectable()
export class CheckPaymentUseCase {
  constructor(
    private readonly getReservation: GetReservationQuery,
    private readonly payments: ReservationPayments,
  ) {}

  async execute(actor: Actor & { tenantId: string }, reservationId: string): Promise<ReservationView> {
    await this.getReservation.execute(actor, reservationId);
    await this.payments.refresh(actor.tenantId, reservationId);
    return this.getReservation.execute(actor, reservationId);
  }
}
