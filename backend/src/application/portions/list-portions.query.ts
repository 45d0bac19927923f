import { Injectable } from '@nestjs/common';
import { PhotoLinks } from '../../domain/portions/photo-links.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import { toPortionView, type PortionView } from './portion-view.js';
import { WaitingLists } from './waiting-lists.port.js';

@Injectable()
export class ListPortionsQuery {
  constructor(
    private readonly portions: PortionRepository,
    private readonly clock: Clock,
    private readonly photoLinks: PhotoLinks,
    private readonly waitingLists: WaitingLists,
  ) {}

  /**
   * Kitchen and admin see every portion of the tenant, newest first; `available` narrows to what can be
   * reserved now, soonest end first. Staff always get that narrowed list, with the fully booked portions still on
   * offer among it, whose waiting list they can join.
   */
  async execute(
    actor: Actor,
    tenantId: string,
    filter: { available?: boolean; locationId?: string },
    query: ListQuery,
  ): Promise<Page<PortionView>> {
    const now = this.clock.now();
    const reservableOnly = filter.available === true || actor.role === 'staff';
    const withFullyBooked = actor.role === 'staff';
    const page = await this.portions.list(tenantId, { reservableOnly, withFullyBooked, locationId: filter.locationId, now }, query);
    const places = await this.waitingLists.placesOf(
      tenantId,
      actor.userId,
      page.items.map(({ portion }) => portion.id),
      now,
    );
    return {
      items: page.items.map((record) => toPortionView(record, now, this.photoLinks, places.get(record.portion.id) ?? null)),
      total: page.total,
    };
  }
}
