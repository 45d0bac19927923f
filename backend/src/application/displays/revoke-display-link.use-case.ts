import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { DisplayLinkNotFoundError } from '../../domain/displays/display-link.errors.js';
import { DisplayLinkRepository } from '../../domain/displays/display-link.repository.js';
import { DisplayStreams } from './display-streams.js';

/** Revokes a link: its page answers 404 from now on, and its open streams end (see DisplayStreams for how soon). */
@Injectable()
export class RevokeDisplayLinkUseCase {
  constructor(
    private readonly links: DisplayLinkRepository,
    private readonly streams: DisplayStreams,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, tenantId: string, locationId: string, id: string): Promise<void> {
    const link = await this.links.findById(tenantId, locationId, id);
    if (!link) throw new DisplayLinkNotFoundError();
    link.revoke(this.clock.now());
    await this.unitOfWork.run(async () => {
      await this.links.save(link);
      await this.auditLog.record({ action: 'display_link.revoked', actorId: actor.userId, tenantId, target: { type: 'display_link', id } });
    });
    this.streams.end(id);
  }
}
