// What other contexts may import from audit's domain.
export type { AuditAction } from './audit-entry.js';
export { AuditLog } from './audit-log.js';
