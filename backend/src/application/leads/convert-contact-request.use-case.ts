import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { type Tenant } from '../../domain/tenancy/index.js';
import { CreateTenantUseCase, type NewTenant } from '../tenancy/index.js';
import { UserRepository } from '../../domain/identity/index.js';
import { changedBy } from '../identity/index.js';
import type { ContactRequest } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { ContactRequestNotFoundError } from '../../domain/leads/leads.errors.js';
import { AttributeTenantUseCase } from '../partners/index.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import type { LeadDetails } from './lead-details.js';

/**
 * Makes a tenant and its first admin from a contacted request, named after its organisation, marks
 * the request converted and links the tenant: all in one transaction, so a clash changes nothing. The organisation
 * speaks the language its request was written in: it becomes the tenant's default language and the first admin's.
 */
@Injectable()
export class ConvertContactRequestUseCase {
  constructor(
    private readonly requests: ContactRequestRepository,
    private readonly history: LeadStatusHistory,
    private readonly users: UserRepository,
    private readonly createTenant: CreateTenantUseCase,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
    private readonly attribution: AttributeTenantUseCase,
    private readonly settings: TenantSettingsRepository,
  ) {}

  execute(actor: Actor, id: string, input: Omit<NewTenant, 'name'>): Promise<LeadDetails<ContactRequest> & { tenant: Tenant }> {
    return this.unitOfWork.run(async () => {
      // The row lock makes a second, parallel conversion wait and then find the request converted.
      const lead = await this.requests.findByIdForUpdate(id);
      if (!lead) throw new ContactRequestNotFoundError();
      lead.assertConvertible();
      // The admin speaks the request's language, and so does their invitation; a password the superadmin gives is temporary.
      const { tenant } = await this.createTenant.execute(actor, {
        ...input,
        admin: { ...input.admin, passwordIsTemporary: input.admin.password !== undefined, language: lead.language },
        name: lead.organizationName,
        partnerId: lead.partnerId,
      });
      const settings = await this.settings.findByTenant(tenant.id);
      settings.change({ defaultLanguage: lead.language });
      await this.settings.save(settings);
      // A referred request makes an attributed customer; the history says who converted it.
      await this.attribution.record(actor, tenant.id, null, lead.partnerId);
      const change = lead.convertInto(tenant.id, await changedBy(this.users, actor), this.clock.now());
      await this.requests.save(lead);
      await this.history.record('contact-request', id, change);
      await this.auditLog.record({
        action: 'lead.converted',
        actorId: actor.userId,
        tenantId: tenant.id,
        target: { type: 'contact_request', id },
      });
      return { lead, history: await this.history.list('contact-request', id), tenant };
    });
  }
}
