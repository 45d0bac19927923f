import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { ActiveTenantErasureError, SlugConfirmationError } from '../../domain/data-rights/data-rights.errors.js';
import { TenantEraser } from '../../domain/data-rights/personal-data.js';
import type { Actor } from '../../domain/shared/actor.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { type Tenant, TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

/** The superadmin erases a deactivated tenant with all its data, confirmed by repeating its slug. */
@Injectable()
export class EraseTenantUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly eraser: TenantEraser,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(actor: Actor, id: string, confirmSlug: string): Promise<Tenant> {
    return this.unitOfWork.run(async () => {
      const tenant = await this.tenants.findByIdForUpdate(id);
      if (!tenant) throw new TenantNotFoundError();
      if (confirmSlug !== tenant.slug) throw new SlugConfirmationError();
      if (tenant.isActive) throw new ActiveTenantErasureError();
      await this.eraser.erase(id);
      await this.auditLog.record({ action: 'tenant.erased', actorId: actor.userId, tenantId: id, target: { type: 'tenant', id } });
      return tenant;
    });
  }
}
