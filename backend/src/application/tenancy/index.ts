// What other contexts may import from the tenancy context's application.
export { CreateTenantUseCase, type NewTenant } from './create-tenant.use-case.js';
