import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditRecord } from '../../../domain/audit/audit-entry.js';
import { AUDIT_SORT_FIELDS, AuditLog } from '../../../domain/audit/audit-log.js';
import { Clock } from '../../../domain/shared/clock.js';
import { MAX_LIST_SIZE, type ListQuery, type Page } from '../../../domain/shared/list-query.js';
import { requestContext } from '../../platform/http/request-context.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

const SORT_COLUMNS: Record<string, string> = {
  at: 'a.at',
  action: 'a.action',
  actorId: 'a.actor_id',
  tenantId: 'a.tenant_id',
} satisfies Record<(typeof AUDIT_SORT_FIELDS)[number], string>;

/** The target's current name, looked up per type (one row each, by primary key). */
const TARGET_NAME = `CASE a.target_type
  WHEN 'user' THEN (SELECT t.first_name || ' ' || t.last_name FROM users t WHERE t.id = a.target_id)
  WHEN 'location' THEN (SELECT t.name FROM locations t WHERE t.id = a.target_id)
  WHEN 'portion' THEN (SELECT t.title FROM portions t WHERE t.id = a.target_id)
  WHEN 'tenant' THEN (SELECT t.name FROM tenants t WHERE t.id = a.target_id)
  WHEN 'api_key' THEN (SELECT t.name FROM api_keys t WHERE t.id = a.target_id)
  WHEN 'scim_token' THEN (SELECT t.name FROM scim_tokens t WHERE t.id = a.target_id)
  WHEN 'scim_group' THEN (SELECT t.display_name FROM scim_groups t WHERE t.id = a.target_id)
  WHEN 'webhook' THEN (SELECT t.url FROM webhook_endpoints t WHERE t.id = a.target_id)
  WHEN 'contact_request' THEN (SELECT t.organization_name FROM contact_requests t WHERE t.id = a.target_id)
  WHEN 'partner_application' THEN (SELECT t.first_name || ' ' || t.last_name FROM partner_applications t WHERE t.id = a.target_id)
END`;

interface AuditRow {
  id: string;
  at: Date;
  action: AuditRecord['action'];
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  tenant_id: string | null;
  target_type: AuditRecord['targetType'];
  target_id: string | null;
  target_name: string | null;
  ip: string | null;
  total: string;
}

@Injectable()
export class TypeormAuditLog extends AuditLog {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async record(entry: AuditEntry): Promise<void> {
    const context = requestContext.getStore();
    const actorId = entry.actorId === undefined ? (context?.actorId ?? null) : entry.actorId;
    await this.uow.manager.query(
      `INSERT INTO audit_log (at, action, actor_id, actor_name, tenant_id, target_type, target_id, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        this.clock.now(),
        entry.action,
        actorId,
        entry.actorName ?? null,
        entry.tenantId,
        entry.target?.type ?? null,
        entry.target?.id ?? null,
        context?.ip ?? null,
      ],
    );
  }

  async list(tenantId: string | null, query: ListQuery): Promise<Page<AuditRecord>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    // The tenant condition of an admin's view; the superadmin may narrow with the tenantId filter.
    const scope = tenantId ?? (query.filter.tenantId as string | undefined);
    if (scope !== undefined) add('a.tenant_id = ?', scope);
    const { id, action, actorId, at_gte: from, at_lte: until } = query.filter;
    if (id !== undefined) add('a.id = ANY(?::uuid[])', Array.isArray(id) ? id : [id]);
    if (action !== undefined) add('a.action = ?', action);
    if (actorId !== undefined) add('a.actor_id = ?', actorId);
    if (from !== undefined) add('a.at >= ?', new Date(from as string));
    if (until !== undefined) add('a.at <= ?', new Date(until as string));
    const sort = query.sort ?? { field: 'at', order: 'DESC' };
    const start = query.range?.start ?? 0;
    const size = Math.min(query.range ? query.range.end - query.range.start + 1 : MAX_LIST_SIZE, MAX_LIST_SIZE);
    const rows: AuditRow[] = await this.uow.manager.query(
      `SELECT a.id, a.at, a.action, a.actor_id, u.email AS actor_email, a.actor_name, a.tenant_id, a.target_type, a.target_id, a.ip,
              ${TARGET_NAME} AS target_name, count(*) OVER () AS total
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${SORT_COLUMNS[sort.field]} ${sort.order}, a.id ${sort.order}
        OFFSET ${start} LIMIT ${size}`,
      params,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(where, params);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        at: row.at,
        action: row.action,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        actorName: row.actor_name,
        tenantId: row.tenant_id,
        targetType: row.target_type,
        targetId: row.target_id,
        targetName: row.target_name,
        ip: row.ip,
      })),
    };
  }

  /** The total when the requested page lies past the end. */
  private async count(where: string[], params: unknown[]): Promise<number> {
    const [row] = await this.uow.manager.query(
      `SELECT count(*) AS n FROM audit_log a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    return Number(row.n);
  }
}
