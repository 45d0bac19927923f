import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/index.js';
import { Clock } from '../../../platform/domain/clock.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';
import { Location } from '../domain/location.js';
import { LocationRepository } from '../domain/location.repository.js';
import { TenantNotFoundError } from '../domain/tenancy.errors.js';
import { TenantRepository } from '../domain/tenant.repository.js';

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
