import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../platform/domain/list-query.js';
import type { Location } from '../domain/location.js';
import { LocationRepository } from '../domain/location.repository.js';

@Injectable()
export class ListLocationsQuery {
  constructor(private readonly locations: LocationRepository) {}

  execute(tenantId: string, query: ListQuery): Promise<Page<Location>> {
    return this.locations.list(tenantId, query);
  }
}
