import { Module } from '@nestjs/common';
import { CreateTenantUseCase } from './application/create-tenant.use-case.js';
import { GetTenantQuery } from './application/get-tenant.query.js';
import { ListTenantsQuery } from './application/list-tenants.query.js';
import { UpdateTenantUseCase } from './application/update-tenant.use-case.js';
import { AdminTenantsController } from './http/admin-tenants.controller.js';
import { IdentityModule } from '../identity/identity.module.js';
import { TenancyModule } from './tenancy.module.js';

/** The superadmin's tenant management; creating a tenant spans tenancy and identity. */
@Module({
  imports: [TenancyModule, IdentityModule],
  controllers: [AdminTenantsController],
  providers: [ListTenantsQuery, GetTenantQuery, CreateTenantUseCase, UpdateTenantUseCase],
  exports: [CreateTenantUseCase],
})
export class TenantAdminModule {}
