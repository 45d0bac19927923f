import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import { CreateLocationUseCase } from '../../application/tenancy/create-location.use-case.js';
import { GetPlanUsageQuery } from '../../application/tenancy/get-plan-usage.query.js';
import { GetLocationQuery } from '../../application/tenancy/get-location.query.js';
import { ListLocationsQuery } from '../../application/tenancy/list-locations.query.js';
import { UpdateLocationUseCase } from '../../application/tenancy/update-location.use-case.js';
import { LocationsController } from '../http/tenancy/locations.controller.js';
import { PlanUsageController } from '../http/tenancy/plan-usage.controller.js';
import { LocationOrmEntity } from '../persistence/typeorm/tenancy/location.orm-entity.js';
import { TenantOrmEntity } from '../persistence/typeorm/tenancy/tenant.orm-entity.js';
import { TypeormLocationRepository } from '../persistence/typeorm/tenancy/typeorm-location.repository.js';
import { TypeormTenantRepository } from '../persistence/typeorm/tenancy/typeorm-tenant.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([TenantOrmEntity, LocationOrmEntity])],
  controllers: [LocationsController, PlanUsageController],
  providers: [
    { provide: TenantRepository, useClass: TypeormTenantRepository },
    { provide: LocationRepository, useClass: TypeormLocationRepository },
    ListLocationsQuery,
    GetLocationQuery,
    CreateLocationUseCase,
    UpdateLocationUseCase,
    GetPlanUsageQuery,
  ],
  exports: [TenantRepository, LocationRepository, CreateLocationUseCase],
})
export class TenancyModule {}
