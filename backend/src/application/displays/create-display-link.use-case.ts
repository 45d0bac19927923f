import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { LocationNotFoundError, LocationRepository } from '../../domain/tenancy/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import {
  DisplayLink,
  displayPath,
  generateDisplayToken,
  hashDisplayToken,
  type DisplayLinkState,
} from '../../domain/displays/display-link.js';
import { DisplayLinkRepository } from '../../domain/displays/display-link.repository.js';

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

  async execute(actor: Actor, tenantId: string, locationId: string, name: string | null): Promise<{ link: DisplayLinkState; url: string }> {
    if (!(await this.locations.findById(tenantId, locationId))) throw new LocationNotFoundError();
    const token = generateDisplayToken();
    const link = DisplayLink.issue(hashDisplayToken(token), { tenantId, userId: actor.userId }, { locationId, name }, this.clock.now());
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
