import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { PartnerApplication } from '../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { PartnerApplicationNotFoundError } from '../../domain/leads/leads.errors.js';
import type { LeadDetails } from './lead-details.js';

/** The right to erasure: the application and its history are deleted for good. */
@Injectable()
export class DeletePartnerApplicationUseCase {
  constructor(
    private readonly applications: PartnerApplicationRepository,
    private readonly history: LeadStatusHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  /** Returns what was erased, as ra-data-simple-rest expects. */
  execute(id: string): Promise<LeadDetails<PartnerApplication>> {
    return this.unitOfWork.run(async () => {
      const lead = await this.applications.findByIdForUpdate(id);
      if (!lead) throw new PartnerApplicationNotFoundError();
      const history = await this.history.list('partner-application', id);
      await this.applications.delete(id);
      await this.auditLog.record({ action: 'lead.erased', tenantId: null, target: { type: 'partner_application', id } });
      return { lead, history };
    });
  }
}
