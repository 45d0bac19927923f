import { Injectable } from '@nestjs/common';
import type { TenantSettings, TenantSettingsChanges } from '../../domain/settings/tenant-settings.js';
import { TenantSettingsRepository } from '../../domain/settings/tenant-settings.repository.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

@Injectable()
export class UpdateTenantSettingsUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(tenantId: string, changes: TenantSettingsChanges): Promise<TenantSettings> {
    return this.unitOfWork.run(async () => {
      // The tenant row lock serialises concurrent edits of the same settings.
      if (!(await this.tenants.findByIdForUpdate(tenantId))) throw new TenantNotFoundError();
      const settings = await this.settings.findByTenant(tenantId);
      settings.change(changes);
      await this.settings.save(settings);
      return settings;
    });
  }
}
