import { Injectable } from '@nestjs/common';
import type { TenantSettings, TenantSettingsChanges } from '../../domain/settings/tenant-settings.js';
import { TenantSettingsRepository } from '../../domain/settings/tenant-settings.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { localDay, requireBaseline } from '../../domain/waste/index.js';
import { fieldError, InvalidInputError } from '../../domain/shared/domain-error.js';
import { LocationRepository, TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

@Injectable()
export class UpdateTenantSettingsUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly locations: LocationRepository,
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
      await this.requireOwnLocations(tenantId, changes);
      await this.settings.save(settings);
      return settings;
    });
  }

  /** A location of another tenant is unknown here: 400, nothing stored. */
  private async requireOwnLocations(tenantId: string, changes: TenantSettingsChanges): Promise<void> {
    const errors = [];
    for (const [index, { locationId }] of (changes.foodSafety?.locations ?? []).entries()) {
      if (!(await this.locations.findById(tenantId, locationId)))
        errors.push(fieldError(`foodSafety.locations[${index}].locationId`, 'unknown_reference', 'not a location of this tenant'));
    }
    if (errors.length > 0) throw new InvalidInputError(errors);
  }
}
