import { Injectable } from '@nestjs/common';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import { toReservationView, type ReservationView } from './reservation-view.js';

@Injectable()
export class ListMyReservationsQuery {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor & { tenantId: string }, query: ListQuery): Promise<Page<ReservationView>> {
    const now = this.clock.now();
    const page = await this.reservations.listForUser(actor.tenantId, actor.userId, query);
    return { items: page.items.map((record) => toReservationView(record, now)), total: page.total };
  }
}
