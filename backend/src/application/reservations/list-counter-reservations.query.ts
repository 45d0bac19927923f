import { Injectable } from '@nestjs/common';
import { LocationNotFoundError, LocationRepository } from '../../domain/tenancy/index.js';
import { ReservationRepository, type CounterReservationRecord } from '../../domain/reservations/reservation.repository.js';
import { Clock } from '../../domain/shared/clock.js';

/** What the counter tablet of a location lists: today's open reservations, oldest first. */
@Injectable()
export class ListCounterReservationsQuery {
  constructor(
    private readonly locations: LocationRepository,
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, locationId: string): Promise<CounterReservationRecord[]> {
    if (!(await this.locations.findById(tenantId, locationId))) throw new LocationNotFoundError();
    return this.reservations.listOpenAtLocation(tenantId, locationId, this.clock.now());
  }
}
