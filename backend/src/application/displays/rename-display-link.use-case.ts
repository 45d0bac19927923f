import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { DisplayLinkState } from '../../domain/displays/display-link.js';
import { DisplayLinkNotFoundError } from '../../domain/displays/display-link.errors.js';
import { DisplayLinkRepository } from '../../domain/displays/display-link.repository.js';

/** Gives a live display link another name; its token, and so the screen's address, stay. */
@Injectable()
export class RenameDisplayLinkUseCase {
  constructor(
    private readonly links: DisplayLinkRepository,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, tenantId: string, locationId: string, id: string, name: string): Promise<DisplayLinkState> {
    return this.unitOfWork.run(async () => {
      const link = await this.links.findById(tenantId, locationId, id);
      if (!link) throw new DisplayLinkNotFoundError();
      link.rename(name);
      await this.links.save(link);
      await this.auditLog.record({ action: 'display_link.renamed', actorId: actor.userId, tenantId, target: { type: 'display_link', id } });
      return link.toState();
    });
  }
}
