import { Injectable } from '@nestjs/common';
import { LocationNotFoundError, LocationRepository } from '../../domain/tenancy/index.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { DisplayLink } from '../../domain/displays/display-link.js';
import { DisplayLinkRepository } from '../../domain/displays/display-link.repository.js';

/** A location's live display links, never their tokens; another tenant's location answers 404. */
@Injectable()
export class ListDisplayLinksQuery {
  constructor(
    private readonly links: DisplayLinkRepository,
    private readonly locations: LocationRepository,
  ) {}

  async execute(tenantId: string, locationId: string, query: ListQuery): Promise<Page<DisplayLink>> {
    if (!(await this.locations.findById(tenantId, locationId))) throw new LocationNotFoundError();
    return this.links.list(tenantId, locationId, query);
  }
}
