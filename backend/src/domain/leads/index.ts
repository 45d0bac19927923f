// What other contexts may import from leads's domain.
export type { PartnerApplication } from './partner-application.js';
