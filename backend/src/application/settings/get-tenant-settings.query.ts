import { Injectable } from '@nestjs/common';
import type { TenantSettings } from '../../domain/settings/tenant-settings.js';
import { TenantSettingsRepository } from '../../domain/settings/tenant-settings.repository.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

@Injectable()
export class GetTenantSettingsQuery {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly settings: TenantSettingsRepository,
  ) {}

  async execute(tenantId: string): Promise<TenantSettings> {
    if (!(await this.tenants.findById(tenantId))) throw new TenantNotFoundError();
    return this.settings.findByTenant(tenantId);
  }
}
