import { Injectable } from '@nestjs/common';
import type { TenantSettings, TenantSettingsChanges } from '../../domain/settings/tenant-settings.js';
import { TenantSettingsRepository } from '../../domain/settings/tenant-settings.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { localDay, requireBaseline } from '../../domain/waste/index.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

@Injectable()
export class UpdateTenantSettingsUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(tenantId: string, changes: TenantSettingsChanges): Promise<TenantSettings> {
    return this.unitOfWork.run(async () => {
      // The tenant row lock serialises concurrent edits of the same settings.
      if (!(await this.tenants.findByIdForUpdate(tenantId))) throw new TenantNotFoundError();
      const settings = await this.settings.findByTenant(tenantId);
      const baseline = changes.wasteBaseline;
      if (baseline) changes = { ...changes, wasteBaseline: requireBaseline(baseline, localDay(this.clock.now())) };
      settings.change(changes);
      await this.settings.save(settings);
      return settings;
    });
  }
}
