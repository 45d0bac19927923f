// What other contexts may import from tenancy's infrastructure.
export { SlugAndPlanDto, TenantResponseDto } from './http/dto/tenant.dto.js';
export { LocationOrmEntity } from './persistence/location.orm-entity.js';
export { TenancyModule } from './tenancy.module.js';
