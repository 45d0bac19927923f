import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import type { Plan } from '../../domain/tenancy/plan.js';
import { TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';
import type { Tenant } from '../../domain/tenancy/tenant.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

export interface TenantChanges {
  name?: string;
  plan?: Plan;
  isActive?: boolean;
  monthlyPriceCents?: number | null;
}

@Injectable()
export class UpdateTenantUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly locations: LocationRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  execute(id: string, changes: TenantChanges): Promise<Tenant> {
    return this.unitOfWork.run(async () => {
      const tenant = await this.tenants.findByIdForUpdate(id);
      if (!tenant) throw new TenantNotFoundError();
      if (changes.name !== undefined) tenant.rename(changes.name);
      if (changes.plan !== undefined) tenant.changePlan(changes.plan, await this.locations.countActive(id));
      if (changes.isActive !== undefined) tenant.setActive(changes.isActive);
      if (changes.monthlyPriceCents !== undefined) tenant.setMonthlyPrice(changes.monthlyPriceCents);
      await this.tenants.save(tenant);
      await this.auditLog.record({ action: 'tenant.changed', tenantId: id, target: { type: 'tenant', id } });
      return tenant;
    });
  }
}
