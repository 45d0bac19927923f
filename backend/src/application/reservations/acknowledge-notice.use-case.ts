import { Injectable } from '@nestjs/common';
import { ReservationNotFoundError } from '../../domain/reservations/reservation.errors.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { GetReservationQuery } from './get-reservation.query.js';
import type { ReservationView } from './reservation-view.js';

/** The holder has read the change on their reservation (an allergen change, a withdrawal): it leaves the card. */
@Injectable()
export class AcknowledgeNoticeUseCase {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly getReservation: GetReservationQuery,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor & { tenantId: string }, id: string): Promise<ReservationView> {
    return this.unitOfWork.run(async () => {
      const reservation = await this.reservations.findById(actor.tenantId, id);
      if (!reservation) throw new ReservationNotFoundError();
      reservation.acknowledgeNotice(actor, this.clock.now());
      await this.reservations.save(reservation);
      return this.getReservation.execute(actor, id);
    });
  }
}
