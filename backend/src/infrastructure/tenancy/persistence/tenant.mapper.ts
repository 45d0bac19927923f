import type { Plan } from '../../../domain/tenancy/plan.js';
import { Tenant } from '../../../domain/tenancy/tenant.js';
import { TenantOrmEntity } from './tenant.orm-entity.js';

export const TenantMapper = {
  toDomain(row: TenantOrmEntity): Tenant {
    return Tenant.restore({ ...row, plan: row.plan as Plan });
  },
  toPersistence(tenant: Tenant): TenantOrmEntity {
    return Object.assign(new TenantOrmEntity(), tenant.toState());
  },
};
