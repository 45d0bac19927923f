import { Injectable } from '@nestjs/common';
import { PortionRepository } from '../../domain/portions/index.js';
import { WaitingLists } from '../portions/index.js';
import type { ReservationStatus } from '../../domain/reservations/reservation.js';
import { ReservationNotFoundError } from '../../domain/reservations/reservation.errors.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import { GetReservationQuery } from './get-reservation.query.js';
import { ReservationPayments } from './reservation-payments.port.js';
import type { ReservationView } from './reservation-view.js';

@Injectable()
export class ChangeReservationStatusUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly getReservation: GetReservationQuery,
    private readonly settings: TenantSettingsRepository,
    private readonly waitingLists: WaitingLists,
    private readonly payments: ReservationPayments,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor & { tenantId: string }, id: string, status: ReservationStatus): Promise<ReservationView> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const found = await this.reservations.findById(actor.tenantId, id);
      if (!found) throw new ReservationNotFoundError();
      found.assertVisibleTo(actor);
      // The portion's row lock comes first on every path that changes a portion or its reservations, so the
      // reservation read again under it is current and no two paths can deadlock.
      const portion = await this.portions.findByIdForUpdate(actor.tenantId, found.portionId);
      const reservation = await this.reservations.findById(actor.tenantId, id);
      if (!portion || !reservation) throw new ReservationNotFoundError();
      const { pickupConfirmation } = await this.settings.findByTenant(actor.tenantId);
      reservation.changeStatus(status, actor, portion, now, pickupConfirmation);
      await this.reservations.save(reservation);
      await this.portions.save(portion);
      // Cancelled in time (the domain allows it only while the portion is on offer): a payment made online goes back.
      if (reservation.status === 'cancelled') await this.payments.ended([reservation]);
      // A cancelled unit goes to who waits first; a portion handed out completely ends its waiting list.
      await this.waitingLists.settle(portion, now);
      return this.getReservation.execute(actor, id);
    });
  }
}
