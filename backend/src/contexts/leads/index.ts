// What other contexts may import from leads.
export type { PartnerApplication } from './domain/partner-application.js';
export { LeadsModule } from './leads.module.js';
