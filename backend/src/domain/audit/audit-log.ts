import type { ListQuery, Page } from '../shared/list-query.js';
import type { AuditEntry, AuditRecord } from './audit-entry.js';

/** The append-only audit log. `record` writes inside the current unit of work, so an entry commits with its change. */
export abstract class AuditLog {
  abstract record(entry: AuditEntry): Promise<void>;
  /** `tenantId` null lists every tenant's entries (the superadmin's view). */
  abstract list(tenantId: string | null, query: ListQuery): Promise<Page<AuditRecord>>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const AUDIT_SORT_FIELDS = ['at', 'action', 'actorId', 'tenantId'] as const;
