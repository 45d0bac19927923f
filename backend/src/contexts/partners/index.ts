// What other contexts may import from partners.
export { AttributeTenantUseCase } from './application/attribute-tenant.use-case.js';
export { EnrolPartnerUseCase } from './application/enrol-partner.use-case.js';
export { PartnerRepository } from './domain/partner.repository.js';
export { referralCookie } from './http/referral-cookie.js';
export { PartnersModule } from './partners.module.js';
