// What other contexts may import from the tenancy context's domain.
export { type FirstAdmin, FirstAdminRegistrar } from './first-admin.port.js';
export { LocationRepository } from './location.repository.js';
export { PLANS, smallestPlanFor, type Plan } from './plan.js';
export { LocationNotFoundError, TenantNotFoundError } from './tenancy.errors.js';
export { TenantRepository } from './tenant.repository.js';
export type { Tenant } from './tenant.js';
