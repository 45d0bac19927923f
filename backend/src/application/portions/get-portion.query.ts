import { Injectable } from '@nestjs/common';
import { PhotoLinks } from '../../domain/portions/photo-links.js';
import { PortionNotFoundError } from '../../domain/portions/portion.errors.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { toPortionView, type PortionView } from './portion-view.js';
import { WaitingLists } from './waiting-lists.port.js';

@Injectable()
export class GetPortionQuery {
  constructor(
    private readonly portions: PortionRepository,
    private readonly clock: Clock,
    private readonly photoLinks: PhotoLinks,
    private readonly waitingLists: WaitingLists,
  ) {}

  /** With `viewerId`, the answer carries that person's place on the waiting list. */
  async execute(tenantId: string, id: string, viewerId?: string): Promise<PortionView> {
    const record = await this.portions.findRecord(tenantId, id);
    if (!record) throw new PortionNotFoundError();
    const now = this.clock.now();
    const place = viewerId ? ((await this.waitingLists.placesOf(tenantId, viewerId, [id], now)).get(id) ?? null) : null;
    return toPortionView(record, now, this.photoLinks, place);
  }
}
