import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { Location } from '../../domain/tenancy/location.js';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';

@Injectable()
export class ListLocationsQuery {
  constructor(private readonly locations: LocationRepository) {}

  execute(tenantId: string, query: ListQuery): Promise<Page<Location>> {
    return this.locations.list(tenantId, query);
  }
}
