import { Injectable } from '@nestjs/common';
import type { AuditRecord } from '../../domain/audit/audit-entry.js';
import { AuditLog } from '../../domain/audit/audit-log.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';

/** Reads the audit log: one tenant's entries for its admin, or all of them (`tenantId` null) for the superadmin. */
@Injectable()
export class ListAuditEntriesQuery {
  constructor(private readonly auditLog: AuditLog) {}

  execute(tenantId: string | null, query: ListQuery): Promise<Page<AuditRecord>> {
    return this.auditLog.list(tenantId, query);
  }
}
