import { Injectable } from '@nestjs/common';
import { PortionNotFoundError, PortionRepository } from '../../domain/portions/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import {
  AlreadyReservedError,
  WaitlistCapReachedError,
  WaitlistPortionAvailableError,
  WaitlistPortionEndedError,
} from '../../domain/reservations/reservation.errors.js';
import { WaitlistRepository } from '../../domain/reservations/waitlist.repository.js';
import { ReservationNeedsReader } from './reservation-needs.port.js';

/** Joining and leaving a portion's waiting list, under the portion's row lock like every change to its units. */
@Injectable()
export class WaitlistUseCases {
  constructor(
    private readonly portions: PortionRepository,
    private readonly waitlist: WaitlistRepository,
    private readonly needs: ReservationNeedsReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Only on a fully booked portion still on offer, not for who holds a reservation on it, and not for who is at the
   * tenant's cap of open reservations (the line could never serve them). Joining twice keeps the place.
   */
  join(actor: Actor & { tenantId: string }, portionId: string): Promise<number> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const portion = await this.portions.findByIdForUpdate(actor.tenantId, portionId);
      if (!portion) throw new PortionNotFoundError();
      if (!portion.isOpenAt(now)) throw new WaitlistPortionEndedError();
      if (portion.availableQuantity > 0) throw new WaitlistPortionAvailableError();
      if (await this.waitlist.holdsOpenReservation(actor.tenantId, portionId, actor.userId)) throw new AlreadyReservedError();
      const { maxOpenPerPerson } = await this.needs.read(actor.tenantId);
      if (maxOpenPerPerson !== null && (await this.waitlist.countOpenReservations(actor.tenantId, actor.userId, now)) >= maxOpenPerPerson)
        throw new WaitlistCapReachedError(maxOpenPerPerson);
      return this.waitlist.join(actor.tenantId, portionId, actor.userId, now);
    });
  }

  /** Leaving a line one is not in changes nothing and answers the same. */
  leave(actor: Actor & { tenantId: string }, portionId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      if (!(await this.portions.findByIdForUpdate(actor.tenantId, portionId))) throw new PortionNotFoundError();
      await this.waitlist.leave(actor.tenantId, portionId, actor.userId);
    });
  }
}
