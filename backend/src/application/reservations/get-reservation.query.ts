import { Injectable } from '@nestjs/common';
import { ReservationNotFoundError } from '../../domain/reservations/reservation.errors.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { ReservationPayments } from './reservation-payments.port.js';
import { toReservationView, type ReservationView } from './reservation-view.js';

@Injectable()
export class GetReservationQuery {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly payments: ReservationPayments,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor & { tenantId: string }, id: string): Promise<ReservationView> {
    const record = await this.reservations.findRecord(actor.tenantId, id);
    if (!record) throw new ReservationNotFoundError();
    record.reservation.assertVisibleTo(actor);
    const payments = await this.payments.ofReservations(actor.tenantId, [id]);
    return toReservationView(record, this.clock.now(), payments.get(id) ?? null);
  }
}
