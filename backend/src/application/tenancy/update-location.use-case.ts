import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { Location } from '../../domain/tenancy/location.js';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import { LocationNotFoundError, TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

export interface LocationChanges {
  name?: string;
  address?: string | null;
  isActive?: boolean;
}

@Injectable()
export class UpdateLocationUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly locations: LocationRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  execute(tenantId: string, id: string, changes: LocationChanges): Promise<Location> {
    return this.unitOfWork.run(async () => {
      const tenant = await this.tenants.findByIdForUpdate(tenantId);
      if (!tenant) throw new TenantNotFoundError();
      const location = await this.locations.findById(tenantId, id);
      if (!location) throw new LocationNotFoundError();
      if (changes.isActive === true && !location.isActive) {
        tenant.assertRoomForActiveLocation(await this.locations.countActive(tenantId));
      }
      if (changes.name !== undefined) location.rename(changes.name);
      if (changes.address !== undefined) location.moveTo(changes.address);
      if (changes.isActive !== undefined) location.setActive(changes.isActive);
      await this.locations.save(location);
      await this.auditLog.record({ action: 'location.changed', tenantId, target: { type: 'location', id: location.id } });
      return location;
    });
  }
}
