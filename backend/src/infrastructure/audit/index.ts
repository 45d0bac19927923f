// What other contexts may import from the audit context's infrastructure.
export { AuditModule } from './audit.module.js';
