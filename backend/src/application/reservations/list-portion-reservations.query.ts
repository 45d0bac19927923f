import { Injectable } from '@nestjs/common';
import { PortionNotFoundError, PortionRepository } from '../../domain/portions/index.js';
import { ReservationRepository, type PortionReservationRecord } from '../../domain/reservations/reservation.repository.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';

/** A portion's reservations for the kitchen's hand-over at the counter. */
@Injectable()
export class ListPortionReservationsQuery {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
  ) {}

  async execute(tenantId: string, portionId: string, query: ListQuery): Promise<Page<PortionReservationRecord>> {
    if (!(await this.portions.findById(tenantId, portionId))) throw new PortionNotFoundError();
    return this.reservations.listForPortion(tenantId, portionId, query);
  }
}
