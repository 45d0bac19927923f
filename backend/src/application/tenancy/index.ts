// What other contexts may import from tenancy's application.
export { CreateTenantUseCase, type NewTenant } from './create-tenant.use-case.js';
