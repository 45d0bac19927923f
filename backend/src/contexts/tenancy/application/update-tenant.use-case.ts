import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/index.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';
import { LocationRepository } from '../domain/location.repository.js';
import type { Plan } from '../domain/plan.js';
import { TenantNotFoundError } from '../domain/tenancy.errors.js';
import type { Tenant } from '../domain/tenant.js';
import { TenantRepository } from '../domain/tenant.repository.js';

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
