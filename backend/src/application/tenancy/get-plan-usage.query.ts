import { Injectable } from '@nestjs/common';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import { activeLocationCap, type Plan } from '../../domain/tenancy/plan.js';
import { TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

export interface PlanUsage {
  plan: Plan;
  activeLocations: number;
  /** Null for an unlimited plan. */
  maxActiveLocations: number | null;
}

@Injectable()
export class GetPlanUsageQuery {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly locations: LocationRepository,
  ) {}

  async execute(tenantId: string): Promise<PlanUsage> {
    const tenant = await this.tenants.findById(tenantId);
    if (!tenant) throw new TenantNotFoundError();
    return {
      plan: tenant.plan,
      activeLocations: await this.locations.countActive(tenantId),
      maxActiveLocations: activeLocationCap(tenant.plan),
    };
  }
}
