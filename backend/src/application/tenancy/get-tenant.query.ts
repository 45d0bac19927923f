import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../domain/tenancy/tenant.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import { TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';

@Injectable()
export class GetTenantQuery {
  constructor(private readonly tenants: TenantRepository) {}

  async execute(id: string): Promise<Tenant> {
    const tenant = await this.tenants.findById(id);
    if (!tenant) throw new TenantNotFoundError();
    return tenant;
  }
}
