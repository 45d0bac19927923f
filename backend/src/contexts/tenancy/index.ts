// What other contexts may import from tenancy.
export { CreateTenantUseCase, type NewTenant } from './application/create-tenant.use-case.js';
export { type FirstAdmin, FirstAdminRegistrar } from './domain/first-admin.port.js';
export { LocationRepository } from './domain/location.repository.js';
export { PLANS, smallestPlanFor, type Plan } from './domain/plan.js';
export { LocationNotFoundError, TenantNotFoundError } from './domain/tenancy.errors.js';
export { TenantRepository } from './domain/tenant.repository.js';
export type { Tenant } from './domain/tenant.js';
export { SlugAndPlanDto, TenantResponseDto } from './http/dto/tenant.dto.js';
export { LocationOrmEntity } from './persistence/location.orm-entity.js';
export { TenancyModule } from './tenancy.module.js';
