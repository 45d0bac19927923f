// What other contexts may import from audit.
export { AuditModule } from './audit.module.js';
export type { AuditAction } from './domain/audit-entry.js';
export { AuditLog } from './domain/audit-log.js';
