import { Injectable } from '@nestjs/common';
import { PhotoLinks } from '../domain/photo-links.js';
import { PortionNotFoundError } from '../domain/portion.errors.js';
import { PortionRepository } from '../domain/portion.repository.js';
import { Clock } from '../../../platform/domain/clock.js';
import { toPortionView, type PortionView } from './portion-view.js';

@Injectable()
export class GetPortionQuery {
  constructor(
    private readonly portions: PortionRepository,
    private readonly clock: Clock,
    private readonly photoLinks: PhotoLinks,
  ) {}

  async execute(tenantId: string, id: string): Promise<PortionView> {
    const record = await this.portions.findRecord(tenantId, id);
    if (!record) throw new PortionNotFoundError();
    return toPortionView(record, this.clock.now(), this.photoLinks);
  }
}
