// What other contexts may import from the leads context's domain.
export type { PartnerApplication } from './partner-application.js';
