import { Injectable } from '@nestjs/common';
import { PortionNotFoundError, PortionSoldOutError } from '../../portions/domain/portion.errors.js';
import { PortionRepository, type PortionRecord } from '../../portions/domain/portion.repository.js';
import { assertRoomForOpenReservation } from '../domain/fair-sharing.js';
import { Reservation } from '../domain/reservation.js';
import { TenantSettingsRepository } from '../../settings/domain/tenant-settings.repository.js';
import { ReservationRepository } from '../domain/reservation.repository.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { Clock } from '../../../platform/domain/clock.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';
import { toReservationView, type ReservationView } from './reservation-view.js';

@Injectable()
export class ReservePortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes the quantity off the portion with one conditional update and records the reservation, atomically:
   * concurrent requests, on any number of instances, can never take more than is there. Without a cap and without
   * webhooks that is one statement (placeAlone). Otherwise one transaction: the tenant's optional cap on a person's
   * open reservations is checked under a lock on the person's row, and the webhook deliveries commit with the
   * reservation. One open reservation per person per portion is the database's unique index.
   */
  async execute(actor: Actor & { tenantId: string }, input: { portionId: string; quantity?: number }): Promise<ReservationView> {
    const now = this.clock.now();
    const reservation = Reservation.place(input, actor, now);
    const quick = await this.reservations.placeAlone(reservation, now);
    if (quick.placed) {
      // The statement stored the portion's price with the reservation; the reservation takes the same.
      reservation.placedOn(quick.placed.portion, now);
      await this.unitOfWork.committed([reservation]);
      return toReservationView({ reservation, ...quick.placed }, now);
    }
    const placed = quick.needsTransaction
      ? await this.placeInTransaction(actor, reservation, now)
      : await this.refuse(actor.tenantId, reservation, now);
    return toReservationView({ reservation, ...placed }, now);
  }

  private placeInTransaction(actor: Actor & { tenantId: string }, reservation: Reservation, now: Date): Promise<PortionRecord> {
    return this.unitOfWork.run(async () => {
      const { maxOpenReservationsPerPerson } = await this.settings.findByTenant(actor.tenantId);
      if (maxOpenReservationsPerPerson !== null) {
        assertRoomForOpenReservation(
          await this.reservations.lockHolderAndCountOpen(actor.tenantId, actor.userId, now),
          maxOpenReservationsPerPerson,
        );
      }
      const reserved = await this.portions.reserve(actor.tenantId, reservation.portionId, reservation.quantity, now);
      if (!reserved) return this.refuse(actor.tenantId, reservation, now);
      reservation.placedOn(reserved.portion, now);
      await this.reservations.save(reservation);
      return reserved;
    });
  }

  /** Nothing changed; reads the portion only to say precisely why. */
  private async refuse(tenantId: string, reservation: Reservation, now: Date): Promise<never> {
    const current = await this.portions.findById(tenantId, reservation.portionId);
    if (!current) throw new PortionNotFoundError();
    throw current.reservationConflict(reservation.quantity, now) ?? new PortionSoldOutError();
  }
}
