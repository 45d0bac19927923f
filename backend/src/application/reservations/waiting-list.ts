import { Injectable } from '@nestjs/common';
import { type Portion } from '../../domain/portions/index.js';
import { WaitingLists, type WaitlistPlace } from '../portions/index.js';
import { Reservation } from '../../domain/reservations/reservation.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import { WaitlistRepository } from '../../domain/reservations/waitlist.repository.js';
import { ReservationNeedsReader } from './reservation-needs.port.js';
import { SendWaitlistPassedOverUseCase } from '../notifications/index.js';

/**
 * Binds portions' WaitingLists. The caller holds the portion's row lock, so every change that frees a unit on one
 * portion, on any instance, settles its line one after the other, reading the line as the previous one left it.
 */
@Injectable()
export class WaitingList extends WaitingLists {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly reservations: ReservationRepository,
    private readonly needs: ReservationNeedsReader,
    private readonly passedOverNotices: SendWaitlistPassedOverUseCase,
  ) {
    super();
  }

  /**
   * Who is first in line gets the freed unit. Someone whom fair sharing stops (the tenant's cap on open reservations
   * reached) keeps their place, the unit goes to the next one, and their entry notes why, which their card shows until
   * their wait ends; the first time in a wait they are also told by mail and push (SendWaitlistPassedOverUseCase); someone who meanwhile holds a reservation on the portion leaves the line. Units nobody in line may
   * take stay free for anyone.
   */
  async settle(portion: Portion, now: Date): Promise<void> {
    if (!portion.isOpenAt(now)) return this.waitlist.end(portion.tenantId, portion.id);
    let available = portion.availableQuantity;
    if (available === 0) return;
    const line = await this.waitlist.lockLine(portion.tenantId, portion.id);
    if (line.length === 0) return;
    const { maxOpenPerPerson } = await this.needs.read(portion.tenantId);
    const served: string[] = [];
    const passedOver: string[] = [];
    for (const entry of line) {
      if (available === 0) break;
      const waiter = { tenantId: portion.tenantId, userId: entry.userId };
      if (await this.waitlist.holdsOpenReservation(portion.tenantId, portion.id, entry.userId)) {
        served.push(entry.id);
        continue;
      }
      if (
        maxOpenPerPerson !== null &&
        (await this.waitlist.countOpenReservations(portion.tenantId, entry.userId, now)) >= maxOpenPerPerson
      ) {
        passedOver.push(entry.id);
        continue;
      }
      const reservation = Reservation.promote(portion.id, waiter, now);
      const placed = await this.reservations.place(reservation, now);
      if (!placed) break;
      reservation.assignPickupCode(placed.pickupCode);
      reservation.promotedOn(placed.portion, now);
      served.push(entry.id);
      available = placed.portion.availableQuantity;
    }
    await this.waitlist.remove(portion.tenantId, served);
    const firstTimes = await this.waitlist.markPassedOver(portion.tenantId, passedOver, now);
    if (firstTimes.length > 0) await this.passedOverNotices.execute(portion.tenantId, portion.id, firstTimes);
  }

  placesOf(tenantId: string, userId: string, portionIds: string[], now: Date): Promise<Map<string, WaitlistPlace>> {
    return this.waitlist.placesOf(tenantId, userId, portionIds, now);
  }
}
