import { Injectable } from '@nestjs/common';
import type { Location } from '../../domain/tenancy/location.js';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import { LocationNotFoundError } from '../../domain/tenancy/tenancy.errors.js';

@Injectable()
export class GetLocationQuery {
  constructor(private readonly locations: LocationRepository) {}

  async execute(tenantId: string, id: string): Promise<Location> {
    const location = await this.locations.findById(tenantId, id);
    if (!location) throw new LocationNotFoundError();
    return location;
  }
}
