import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { UserRepository } from '../../domain/identity/index.js';
import { changedBy } from '../identity/index.js';
import type { ContactRequest, ContactRequestStatus } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { ContactRequestNotFoundError } from '../../domain/leads/leads.errors.js';
import type { LeadDetails } from './lead-details.js';

@Injectable()
export class ChangeContactRequestStatusUseCase {
  constructor(
    private readonly requests: ContactRequestRepository,
    private readonly history: LeadStatusHistory,
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, id: string, status: ContactRequestStatus, note?: string | null): Promise<LeadDetails<ContactRequest>> {
    return this.unitOfWork.run(async () => {
      const lead = await this.requests.findByIdForUpdate(id);
      if (!lead) throw new ContactRequestNotFoundError();
      const change = lead.changeStatus(status, note, await changedBy(this.users, actor), this.clock.now());
      if (change) {
        await this.requests.save(lead);
        await this.history.record('contact-request', id, change);
        await this.auditLog.record({
          action: 'lead.status_changed',
          actorId: actor.userId,
          tenantId: null,
          target: { type: 'contact_request', id },
        });
      }
      return { lead, history: await this.history.list('contact-request', id) };
    });
  }
}
