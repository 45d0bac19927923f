import { Injectable } from '@nestjs/common';
import { PortionRepository, type Portion } from '../../domain/portions/index.js';
import { FoodSafetyContext, WaitingLists } from '../portions/index.js';
import { LocationNotFoundError, LocationRepository } from '../../domain/tenancy/index.js';
import { parsePickupCode } from '../../domain/reservations/pickup-code.js';
import {
  CodeOfOtherLocationError,
  PickupCodeNotFoundError,
  ReservationNotFoundError,
  TooManyPickupCodeAttemptsError,
} from '../../domain/reservations/reservation.errors.js';
import { ThrottleStore, WRONG_PICKUP_CODES_PER_USER } from '../../domain/security/index.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { GetReservationQuery } from './get-reservation.query.js';
import type { ReservationView } from './reservation-view.js';

/**
 * The kitchen at the counter of a location hands a portion over by the code the person shows (typed or scanned).
 * A wrong code, a code of another location and a code already handed over each change nothing and say so.
 * Unknown codes count per kitchen user (counted before the look-up, taken back for any other outcome).
 */
@Injectable()
export class HandOverByCodeUseCase {
  constructor(
    private readonly locations: LocationRepository,
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly getReservation: GetReservationQuery,
    private readonly waitingLists: WaitingLists,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly throttle: ThrottleStore,
    private readonly foodSafety: FoodSafetyContext,
  ) {}

  async execute(
    actor: Actor & { tenantId: string },
    locationId: string,
    input: { code: string; reservationId?: string; temperatureC?: number },
  ): Promise<HandedOver> {
    const code = parsePickupCode(input.code);
    // In its own transaction: the hand-over's rollback on an unknown code must not take the count back.
    const decision = await this.throttle.take(`pickup-code-user:${actor.userId}`, WRONG_PICKUP_CODES_PER_USER, this.clock.now());
    if (!decision.allowed) throw new TooManyPickupCodeAttemptsError(decision.retryAfterSeconds);
    try {
      const handedOver = await this.handOver(actor, locationId, code, input);
      await this.throttle.forget([decision.hitId]);
      return handedOver;
    } catch (error) {
      if (!(error instanceof PickupCodeNotFoundError)) await this.throttle.forget([decision.hitId]);
      throw error;
    }
  }

  private handOver(
    actor: Actor & { tenantId: string },
    locationId: string,
    code: ReturnType<typeof parsePickupCode>,
    { reservationId, temperatureC }: { reservationId?: string; temperatureC?: number },
  ): Promise<HandedOver> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if (!(await this.locations.findById(actor.tenantId, locationId))) throw new LocationNotFoundError();
      const found = await this.reservations.findByPickupCode(actor.tenantId, code, now);
      // A scanned QR names its reservation too: a code that matches another reservation (another tenant's QR) is unknown here.
      if (!found || (reservationId !== undefined && reservationId !== found.reservation.id)) throw new PickupCodeNotFoundError();
      if (found.locationId !== locationId) throw new CodeOfOtherLocationError(found.locationName);
      // The portion's row lock first, as on every path that changes a portion or its reservations; the reservation
      // read again under it is current, so two taps on two tablets hand it over once.
      const portion = await this.portions.findByIdForUpdate(actor.tenantId, found.reservation.portionId);
      const reservation = await this.reservations.findById(actor.tenantId, found.reservation.id);
      if (!portion || !reservation) throw new ReservationNotFoundError();
      reservation.handOver(portion, now);
      const temperature = temperatureC === undefined ? null : await this.measureAtHandOver(actor, portion, temperatureC, now);
      await this.reservations.save(reservation);
      await this.portions.save(portion);
      // A cancelled unit goes to who waits first; a portion handed out completely ends its waiting list.
      await this.waitingLists.settle(portion, now);
      // What the reservation recorded (picked up) goes out through the event dispatcher on commit.
      return { reservation: await this.getReservation.execute(actor, reservation.id), temperature };
    });
  }

  /** The temperature measured as it is handed over: on record, a warning outside the limits, never a refusal. */
  private async measureAtHandOver(actor: Actor, portion: Portion, temperatureC: number, now: Date): Promise<HandOverTemperature> {
    const { foodSafety } = await this.foodSafety.policyAt(portion.tenantId, portion.locationId);
    const { entry, outsideLimits } = portion.recordHandoverTemperature(
      temperatureC,
      await this.foodSafety.measurer(actor),
      now,
      foodSafety,
    );
    return { temperatureC: entry.temperatureC, outsideLimits };
  }
}

export interface HandOverTemperature {
  temperatureC: number;
  /** A hot portion below hotMinC or a chilled one above chilledMaxC, where food safety is on: the counter warns. */
  outsideLimits: boolean;
}

export interface HandedOver {
  reservation: ReservationView;
  /** null when no temperature was measured. */
  temperature: HandOverTemperature | null;
}
