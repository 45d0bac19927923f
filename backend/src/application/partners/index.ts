// What other contexts may import from the partners context's application.
export { AttributeTenantUseCase } from './attribute-tenant.use-case.js';
export { EnrolPartnerUseCase } from './enrol-partner.use-case.js';
