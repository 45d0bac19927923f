import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/index.js';
import { LocationNotFoundError, LocationRepository } from '../../tenancy/index.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { AppLinks } from '../../../platform/domain/app-links.js';
import { Clock } from '../../../platform/domain/clock.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';
import { DisplayLink, displayPath, generateDisplayToken, hashDisplayToken, type DisplayLinkState } from '../domain/display-link.js';
import { DisplayLinkRepository } from '../domain/display-link.repository.js';

/** Makes a display link for a location; its token is answered this once, in the link, and only its hash is stored. */
@Injectable()
export class CreateDisplayLinkUseCase {
  constructor(
    private readonly links: DisplayLinkRepository,
    private readonly locations: LocationRepository,
    private readonly clock: Clock,
    private readonly appLinks: AppLinks,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, tenantId: string, locationId: string): Promise<{ link: DisplayLinkState; url: string }> {
    if (!(await this.locations.findById(tenantId, locationId))) throw new LocationNotFoundError();
    const token = generateDisplayToken();
    const link = DisplayLink.issue(hashDisplayToken(token), { tenantId, userId: actor.userId }, locationId, this.clock.now());
    await this.unitOfWork.run(async () => {
      await this.links.save(link);
      await this.auditLog.record({
        action: 'display_link.created',
        actorId: actor.userId,
        tenantId,
        target: { type: 'display_link', id: link.id },
      });
    });
    return { link: link.toState(), url: this.appLinks.to(displayPath(token)) };
  }
}
