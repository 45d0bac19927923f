import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../platform/domain/list-query.js';
import type { Tenant } from '../domain/tenant.js';
import { TenantRepository } from '../domain/tenant.repository.js';

@Injectable()
export class ListTenantsQuery {
  constructor(private readonly tenants: TenantRepository) {}

  execute(query: ListQuery): Promise<Page<Tenant>> {
    return this.tenants.list(query);
  }
}
