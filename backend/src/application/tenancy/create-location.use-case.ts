import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { Location } from '../../domain/tenancy/location.js';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import { TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

@Injectable()
export class CreateLocationUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly locations: LocationRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
  ) {}

  execute(tenantId: string, input: { name: string; address?: string | null }): Promise<Location> {
    return this.unitOfWork.run(async () => {
      // The tenant row lock serialises concurrent creations, so the plan cap cannot be raced.
      const tenant = await this.tenants.findByIdForUpdate(tenantId);
      if (!tenant) throw new TenantNotFoundError();
      tenant.assertRoomForActiveLocation(await this.locations.countActive(tenantId));
      const location = Location.create(tenantId, input, this.clock.now());
      await this.locations.save(location);
      await this.auditLog.record({ action: 'location.created', tenantId, target: { type: 'location', id: location.id } });
      return location;
    });
  }
}
