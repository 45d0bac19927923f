import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { Tenant } from '../../domain/tenancy/tenant.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

@Injectable()
export class ListTenantsQuery {
  constructor(private readonly tenants: TenantRepository) {}

  execute(query: ListQuery): Promise<Page<Tenant>> {
    return this.tenants.list(query);
  }
}
