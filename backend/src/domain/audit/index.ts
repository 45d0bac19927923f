// What other contexts may import from the audit context's domain.
export type { AuditAction } from './audit-entry.js';
export { AuditLog } from './audit-log.js';
