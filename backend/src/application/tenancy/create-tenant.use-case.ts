import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { Plan } from '../../domain/tenancy/plan.js';
import { SlugTakenError } from '../../domain/tenancy/tenancy.errors.js';
import { Tenant } from '../../domain/tenancy/tenant.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import { FirstAdminRegistrar, type FirstAdmin } from '../../domain/tenancy/first-admin.port.js';

export interface NewTenant {
  name: string;
  slug: string;
  plan: Plan;
  /** The referring partner, when converted from a referred demo request. */
  partnerId?: string | null;
  admin: FirstAdmin;
}

/** Creates a tenant together with its first admin; both or neither are stored. */
@Injectable()
export class CreateTenantUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly firstAdmin: FirstAdminRegistrar,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, input: NewTenant): Promise<{ tenant: Tenant; adminId: string }> {
    return this.unitOfWork.run(async () => {
      const tenant = Tenant.create(input, this.clock.now());
      if (await this.tenants.slugExists(tenant.slug)) throw new SlugTakenError(tenant.slug);
      await this.tenants.save(tenant);
      await this.auditLog.record({
        action: 'tenant.created',
        actorId: actor.userId,
        tenantId: tenant.id,
        target: { type: 'tenant', id: tenant.id },
      });
      const adminId = await this.firstAdmin.register(actor, tenant.id, input.admin);
      return { tenant, adminId };
    });
  }
}
