import { Injectable } from '@nestjs/common';
import { LiveEventPublisher, portionEvent, reservationEvent, type LiveEvent } from '../../domain/portions/live-events.js';
import { PortionNotFoundError, PortionSoldOutError } from '../../domain/portions/portion.errors.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { assertRoomForOpenReservation } from '../../domain/reservations/fair-sharing.js';
import { Reservation } from '../../domain/reservations/reservation.js';
import { TenantSettingsRepository } from '../../domain/settings/tenant-settings.repository.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { toReservationView, type ReservationView } from './reservation-view.js';

@Injectable()
export class ReservePortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly events: LiveEventPublisher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes the quantity off the portion with one conditional update and records the reservation, in one
   * transaction: concurrent requests, on any number of instances, can never take more than is there.
   * Fair sharing: the tenant's optional cap on a person's open reservations is checked under a lock on the
   * person's row; one open reservation per person per portion is the database's unique index (see save).
   */
  async execute(actor: Actor & { tenantId: string }, input: { portionId: string; quantity?: number }): Promise<ReservationView> {
    const events: LiveEvent[] = [];
    const view = await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const reservation = Reservation.place(input, actor, now);
      const { maxOpenReservationsPerPerson } = await this.settings.findByTenant(actor.tenantId);
      if (maxOpenReservationsPerPerson !== null) {
        assertRoomForOpenReservation(await this.reservations.lockHolderAndCountOpen(actor.tenantId, actor.userId, now), maxOpenReservationsPerPerson);
      }
      const reserved = await this.portions.reserve(actor.tenantId, input.portionId, reservation.quantity, now);
      if (!reserved) {
        // Nothing changed; read the portion only to say precisely why.
        const current = await this.portions.findById(actor.tenantId, input.portionId);
        if (!current) throw new PortionNotFoundError();
        throw current.reservationConflict(reservation.quantity, now) ?? new PortionSoldOutError();
      }
      reservation.snapshotPriceOf(reserved.portion);
      await this.reservations.save(reservation);
      events.push(portionEvent('portion.updated', reserved.portion, now), reservationEvent(reservation));
      return toReservationView({ reservation, ...reserved }, now);
    });
    await this.events.publish(events);
    return view;
  }
}
