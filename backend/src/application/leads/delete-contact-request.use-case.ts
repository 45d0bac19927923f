import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { ContactRequest } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { ContactRequestNotFoundError } from '../../domain/leads/leads.errors.js';
import type { LeadDetails } from './lead-details.js';

/** The right to erasure: the request and its history are deleted for good; a linked tenant stays. */
@Injectable()
export class DeleteContactRequestUseCase {
  constructor(
    private readonly requests: ContactRequestRepository,
    private readonly history: LeadStatusHistory,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  /** Returns what was erased, as ra-data-simple-rest expects. */
  execute(id: string): Promise<LeadDetails<ContactRequest>> {
    return this.unitOfWork.run(async () => {
      const lead = await this.requests.findByIdForUpdate(id);
      if (!lead) throw new ContactRequestNotFoundError();
      const history = await this.history.list('contact-request', id);
      await this.requests.delete(id);
      await this.auditLog.record({ action: 'lead.erased', tenantId: null, target: { type: 'contact_request', id } });
      return { lead, history };
    });
  }
}
