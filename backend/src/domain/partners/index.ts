// What other contexts may import from partners's domain.
export { PartnerRepository } from './partner.repository.js';
