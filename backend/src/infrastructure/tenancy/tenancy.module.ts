import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import { CreateLocationUseCase } from '../../application/tenancy/create-location.use-case.js';
import { CreateTenantUseCase } from '../../application/tenancy/create-tenant.use-case.js';
import { GetTenantQuery } from '../../application/tenancy/get-tenant.query.js';
import { ListTenantsQuery } from '../../application/tenancy/list-tenants.query.js';
import { UpdateTenantUseCase } from '../../application/tenancy/update-tenant.use-case.js';
import { AdminTenantsController } from './http/admin-tenants.controller.js';
import { GetPlanUsageQuery } from '../../application/tenancy/get-plan-usage.query.js';
import { GetLocationQuery } from '../../application/tenancy/get-location.query.js';
import { ListLocationsQuery } from '../../application/tenancy/list-locations.query.js';
import { UpdateLocationUseCase } from '../../application/tenancy/update-location.use-case.js';
import { LocationsController } from './http/locations.controller.js';
import { PlanUsageController } from './http/plan-usage.controller.js';
import { LocationOrmEntity } from './persistence/location.orm-entity.js';
import { TenantOrmEntity } from './persistence/tenant.orm-entity.js';
import { TypeormLocationRepository } from './persistence/typeorm-location.repository.js';
import { TypeormTenantRepository } from './persistence/typeorm-tenant.repository.js';

/** Tenants, their locations and plans, and the superadmin's tenant management. FirstAdminRegistrar is bound by identity. */
@Module({
  imports: [TypeOrmModule.forFeature([TenantOrmEntity, LocationOrmEntity])],
  controllers: [LocationsController, PlanUsageController, AdminTenantsController],
  providers: [
    { provide: TenantRepository, useClass: TypeormTenantRepository },
    { provide: LocationRepository, useClass: TypeormLocationRepository },
    ListLocationsQuery,
    GetLocationQuery,
    CreateLocationUseCase,
    UpdateLocationUseCase,
    GetPlanUsageQuery,
    ListTenantsQuery,
    GetTenantQuery,
    CreateTenantUseCase,
    UpdateTenantUseCase,
  ],
  exports: [TenantRepository, LocationRepository, CreateTenantUseCase],
})
export class TenancyModule {}
