import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { UserRepository } from '../../domain/identity/index.js';
import { changedBy } from '../identity/index.js';
import type { PartnerApplication, PartnerApplicationStatus } from '../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { PartnerApplicationNotFoundError } from '../../domain/leads/leads.errors.js';
import { PartnerRepository } from '../../domain/partners/index.js';
import { EnrolPartnerUseCase } from '../partners/index.js';
import type { LeadDetails } from './lead-details.js';

@Injectable()
export class ChangePartnerApplicationStatusUseCase {
  constructor(
    private readonly applications: PartnerApplicationRepository,
    private readonly history: LeadStatusHistory,
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
    private readonly enrolPartner: EnrolPartnerUseCase,
    private readonly partners: PartnerRepository,
  ) {}

  execute(actor: Actor, id: string, status: PartnerApplicationStatus, note?: string | null): Promise<LeadDetails<PartnerApplication>> {
    return this.unitOfWork.run(async () => {
      const lead = await this.applications.findByIdForUpdate(id);
      if (!lead) throw new PartnerApplicationNotFoundError();
      const change = lead.changeStatus(status, note, await changedBy(this.users, actor), this.clock.now());
      if (change) {
        await this.applications.save(lead);
        await this.history.record('partner-application', id, change);
        await this.auditLog.record({
          action: 'lead.status_changed',
          actorId: actor.userId,
          tenantId: null,
          target: { type: 'partner_application', id },
        });
      }
      // Accepting makes the partner and their login, once: setting accepted again finds the same partner.
      const partner =
        status === 'accepted'
          ? await this.enrolPartner.fromApplication(actor, lead, this.clock.now())
          : await this.partners.findByApplicationId(id);
      return { lead, history: await this.history.list('partner-application', id), partnerId: partner?.id ?? null };
    });
  }
}
