import { Injectable } from '@nestjs/common';
import { PortionNotFoundError, PortionSoldOutError, PortionRepository, type PortionRecord } from '../../domain/portions/index.js';
import { assertRoomForOpenReservation } from '../../domain/reservations/fair-sharing.js';
import { Reservation } from '../../domain/reservations/reservation.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { GetReservationQuery } from './get-reservation.query.js';
import { ReservationNeedsReader, type ReservationNeeds } from './reservation-needs.port.js';
import { ReservationPayments } from './reservation-payments.port.js';
import { toReservationView, type ReservationView } from './reservation-view.js';

@Injectable()
export class ReservePortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly needs: ReservationNeedsReader,
    private readonly payments: ReservationPayments,
    private readonly getReservation: GetReservationQuery,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes the quantity off the portion with one conditional statement and records the reservation, atomically:
   * concurrent requests, on any number of instances, can never take more than is there. A tenant without a cap and
   * without webhooks for reservations takes the fast path: that statement alone, batched with others (placeAlone).
   * Otherwise one transaction: the tenant's cap on a person's open reservations is checked under a lock on the
   * person's row, and the webhook deliveries commit with the reservation. One open reservation per person per
   * portion is the database's unique index. A tenant paying online holds a priced portion's units awaiting payment
   * and then opens the payment at Mollie (payOnline).
   */
  async execute(actor: Actor & { tenantId: string }, input: { portionId: string; quantity?: number }): Promise<ReservationView> {
    const now = this.clock.now();
    const needs = await this.needs.read(actor.tenantId);
    if (needs.holdMinutes !== null && (await this.isPriced(actor.tenantId, input.portionId))) {
      return this.payOnline(actor, input, needs, needs.holdMinutes, now);
    }
    const reservation = Reservation.place(input, actor, now);
    const placed =
      needs.maxOpenPerPerson === null && !needs.webhooks
        ? await this.placeAlone(reservation, now)
        : await this.placeInTransaction(actor, reservation, needs, now);
    return toReservationView({ reservation, ...placed }, now);
  }

  /** The price of a portion never changes once offered, so it may be read before the placement. */
  private async isPriced(tenantId: string, portionId: string): Promise<boolean> {
    const portion = await this.portions.findById(tenantId, portionId);
    return (portion?.priceCents ?? 0) > 0;
  }

  /**
   * The reservation and its payment commit first, holding the units; Mollie is called after the commit, so that no
   * row stays locked while it answers. If Mollie cannot be reached, checkout releases the units again.
   */
  private async payOnline(
    actor: Actor & { tenantId: string },
    input: { portionId: string; quantity?: number },
    needs: ReservationNeeds,
    holdMinutes: number,
    now: Date,
  ): Promise<ReservationView> {
    const reservation = Reservation.place(input, actor, now, 'awaiting_payment');
    await this.placeInTransaction(actor, reservation, needs, now, holdMinutes);
    await this.payments.checkout(actor.tenantId, reservation.id);
    return this.getReservation.execute(actor, reservation.id);
  }

  private async placeAlone(reservation: Reservation, now: Date): Promise<PortionRecord> {
    const placed = await this.reservations.placeAlone(reservation, now);
    if (!placed) return this.refuse(reservation, now);
    reservation.assignPickupCode(placed.pickupCode);
    reservation.placedOn(placed.portion, now);
    this.unitOfWork.committed([reservation]);
    return placed;
  }

  private placeInTransaction(
    actor: Actor & { tenantId: string },
    reservation: Reservation,
    { maxOpenPerPerson }: ReservationNeeds,
    now: Date,
    holdMinutes: number | null = null,
  ): Promise<PortionRecord> {
    return this.unitOfWork.run(async () => {
      if (maxOpenPerPerson !== null) {
        assertRoomForOpenReservation(await this.reservations.lockHolderAndCountOpen(actor.tenantId, actor.userId, now), maxOpenPerPerson);
      }
      const placed = await this.reservations.place(reservation, now);
      if (!placed) return this.refuse(reservation, now);
      reservation.assignPickupCode(placed.pickupCode);
      if (holdMinutes === null) {
        reservation.placedOn(placed.portion, now);
      } else {
        reservation.heldOn(placed.portion, now);
        await this.payments.hold(reservation, placed.portion, placed.locationName, holdMinutes);
      }
      return placed;
    });
  }

  /** Nothing changed; reads the portion only to say precisely why. */
  private async refuse(reservation: Reservation, now: Date): Promise<never> {
    const current = await this.portions.findById(reservation.toState().tenantId, reservation.portionId);
    if (!current) throw new PortionNotFoundError();
    throw current.reservationConflict(reservation.quantity, now) ?? new PortionSoldOutError();
  }
}
