import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/audit-log.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { Plan } from '../../domain/tenancy/plan.js';
import { SlugTakenError } from '../../domain/tenancy/tenancy.errors.js';
import { Tenant } from '../../domain/tenancy/tenant.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import type { User } from '../../domain/identity/user.js';
import { RegisterUserUseCase } from '../identity/register-user.use-case.js';

export interface NewTenant {
  name: string;
  slug: string;
  plan: Plan;
  admin: { email: string; firstName: string; lastName: string; password: string };
}

/** Creates a tenant together with its first admin; both or neither are stored. */
@Injectable()
export class CreateTenantUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly registerUser: RegisterUserUseCase,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, input: NewTenant): Promise<{ tenant: Tenant; admin: User }> {
    return this.unitOfWork.run(async () => {
      const tenant = Tenant.create(input, this.clock.now());
      if (await this.tenants.slugExists(tenant.slug)) throw new SlugTakenError(tenant.slug);
      await this.tenants.save(tenant);
      await this.auditLog.record({ action: 'tenant.created', actorId: actor.userId, tenantId: tenant.id, target: { type: 'tenant', id: tenant.id } });
      const admin = await this.registerUser.execute(actor, { ...input.admin, role: 'admin', tenantId: tenant.id });
      return { tenant, admin };
    });
  }
}
