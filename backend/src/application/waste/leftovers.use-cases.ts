import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { PortionNotFoundError, PortionRepository } from '../../domain/portions/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { LeftoverRepository, type LeftoverDecision, type LeftoverOutcome, type OpenLeftover } from '../../domain/waste/leftover.js';
import { LeftoverNotOpenError } from '../../domain/waste/waste.errors.js';

/** "Wat is ermee gebeurd?": the organisation's ended portions with units left that nobody answered yet. */
@Injectable()
export class ListOpenLeftoversQuery {
  constructor(
    private readonly leftovers: LeftoverRepository,
    private readonly clock: Clock,
  ) {}

  execute(tenantId: string, locationId: string | null): Promise<OpenLeftover[]> {
    return this.leftovers.listOpen(tenantId, this.clock.now(), locationId);
  }
}

/**
 * The kitchen's answer "anders gebruikt" for an open leftover: kept for the organisation (every device stops asking),
 * audited, and no waste (the report does not count it). Answering again with the same outcome changes nothing.
 */
@Injectable()
export class DecideLeftoverUseCase {
  constructor(
    private readonly leftovers: LeftoverRepository,
    private readonly portions: PortionRepository,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, tenantId: string, portionId: string, outcome: LeftoverOutcome): Promise<LeftoverDecision> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if (!(await this.portions.findById(tenantId, portionId))) throw new PortionNotFoundError();
      const earlier = await this.leftovers.findDecision(tenantId, portionId);
      if (earlier?.outcome === outcome) return earlier;
      if (!(await this.leftovers.isOpen(tenantId, portionId, now))) throw new LeftoverNotOpenError();
      const decision: LeftoverDecision = { portionId, outcome, decidedById: actor.userId, decidedAt: now };
      await this.leftovers.saveDecision(tenantId, decision);
      await this.auditLog.record({ action: 'waste.leftover_used_otherwise', tenantId, target: { type: 'portion', id: portionId } });
      return decision;
    });
  }
}
