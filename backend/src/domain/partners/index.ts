// What other contexts may import from the partners context's domain.
export { PartnerRepository } from './partner.repository.js';
