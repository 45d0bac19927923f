import { Module } from '@nestjs/common';
import { CreateTenantUseCase } from '../../application/tenancy/create-tenant.use-case.js';
import { GetTenantQuery } from '../../application/tenancy/get-tenant.query.js';
import { ListTenantsQuery } from '../../application/tenancy/list-tenants.query.js';
import { UpdateTenantUseCase } from '../../application/tenancy/update-tenant.use-case.js';
import { AdminTenantsController } from '../http/tenancy/admin-tenants.controller.js';
import { IdentityModule } from './identity.module.js';
import { TenancyModule } from './tenancy.module.js';

/** The superadmin's tenant management; creating a tenant spans tenancy and identity. */
@Module({
  imports: [TenancyModule, IdentityModule],
  controllers: [AdminTenantsController],
  providers: [ListTenantsQuery, GetTenantQuery, CreateTenantUseCase, UpdateTenantUseCase],
  exports: [CreateTenantUseCase],
})
export class TenantAdminModule {}
