// What other contexts may import from audit's infrastructure.
export { AuditModule } from './audit.module.js';
