import { Injectable } from '@nestjs/common';
import type { ApiKey } from '../../../domain/api-keys/api-key.js';
import { API_KEY_SORT_FIELDS, ApiKeyRepository, type ApiKeyUse } from '../../../domain/api-keys/api-key.repository.js';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { ApiKeyMapper, type ApiKeyRow } from './api-key.mapper.js';
import { ApiKeyOrmEntity } from './api-key.orm-entity.js';

const SORT_COLUMNS = { name: 'k.name', createdAt: 'k.created_at', lastUsedAt: 'k.last_used_at' } satisfies Record<
  (typeof API_KEY_SORT_FIELDS)[number],
  string
>;

@Injectable()
export class TypeormApiKeyRepository extends ApiKeyRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(ApiKeyOrmEntity);
  }

  async listByTenant(tenantId: string, query: ListQuery): Promise<Page<ApiKey>> {
    const qb = this.repo.createQueryBuilder('k').where('k.tenant_id = :tenantId AND k.revoked_at IS NULL', { tenantId });
    applyIdFilter(qb, query.filter);
    const { q, scope } = query.filter;
    if (q !== undefined) qb.andWhere('(k.name ILIKE :q OR k.prefix ILIKE :q)', { q: containsPattern(q) });
    if (scope !== undefined) qb.andWhere(':scope = ANY(k.scopes)', { scope });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(ApiKeyMapper.toDomain), total: page.total };
  }

  async findById(tenantId: string, id: string): Promise<ApiKey | null> {
    const row = await this.repo
      .createQueryBuilder('k')
      .where('k.tenant_id = :tenantId AND k.id = :id AND k.revoked_at IS NULL', { tenantId, id })
      .getOne();
    return row ? ApiKeyMapper.toDomain(row) : null;
  }

  async save(key: ApiKey): Promise<void> {
    await this.repo.save(ApiKeyMapper.toPersistence(key));
  }

  async recordUse(secretHash: string, now: Date, windowSeconds: number): Promise<ApiKeyUse | null> {
    // One statement per call: finds the live key of an active tenant, records the use and counts the call in the
    // current window. A window older than windowSeconds starts over at this call.
    const [rows] = (await this.uow.manager.query(
      `UPDATE api_keys k SET
         last_used_at = $2,
         window_started_at = CASE WHEN k.window_started_at > $2::timestamptz - make_interval(secs => $3) THEN k.window_started_at ELSE $2 END,
         window_calls = CASE WHEN k.window_started_at > $2::timestamptz - make_interval(secs => $3) THEN k.window_calls + 1 ELSE 1 END
       FROM tenants t
       WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND t.id = k.tenant_id AND t.is_active
       RETURNING k.*`,
      [secretHash, now, windowSeconds],
    )) as [(ApiKeyRow & { window_started_at: Date; window_calls: number })[], number];
    const row = rows[0];
    if (!row) return null;
    return { key: ApiKeyMapper.fromRow(row), callsInWindow: row.window_calls, windowStartedAt: row.window_started_at };
  }
}
