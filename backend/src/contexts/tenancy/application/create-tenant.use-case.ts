import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/domain/audit-log.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { Clock } from '../../../platform/domain/clock.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';
import type { Plan } from '../domain/plan.js';
import { SlugTakenError } from '../domain/tenancy.errors.js';
import { Tenant } from '../domain/tenant.js';
import { TenantRepository } from '../domain/tenant.repository.js';
import type { User } from '../../identity/domain/user.js';
import { RegisterUserUseCase } from '../../identity/application/register-user.use-case.js';

export interface NewTenant {
  name: string;
  slug: string;
  plan: Plan;
  /** The referring partner, when converted from a referred demo request. */
  partnerId?: string | null;
  /** `passwordIsTemporary`: someone else chose it (the superadmin), so the admin chooses their own at first login. */
  admin: { email: string; firstName: string; lastName: string; password: string; passwordIsTemporary?: boolean };
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
      await this.auditLog.record({
        action: 'tenant.created',
        actorId: actor.userId,
        tenantId: tenant.id,
        target: { type: 'tenant', id: tenant.id },
      });
      const admin = await this.registerUser.execute(actor, { ...input.admin, role: 'admin', tenantId: tenant.id });
      return { tenant, admin };
    });
  }
}
