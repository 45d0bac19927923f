import { Injectable } from '@nestjs/common';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import { ReservationPayments } from './reservation-payments.port.js';
import { toReservationView, type ReservationView } from './reservation-view.js';

@Injectable()
export class ListMyReservationsQuery {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly payments: ReservationPayments,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor & { tenantId: string }, query: ListQuery): Promise<Page<ReservationView>> {
    const now = this.clock.now();
    const page = await this.reservations.listForUser(actor.tenantId, actor.userId, query);
    const payments = await this.payments.ofReservations(
      actor.tenantId,
      page.items.map(({ reservation }) => reservation.id),
    );
    return {
      items: page.items.map((record) => toReservationView(record, now, payments.get(record.reservation.id) ?? null)),
      total: page.total,
    };
  }
}
