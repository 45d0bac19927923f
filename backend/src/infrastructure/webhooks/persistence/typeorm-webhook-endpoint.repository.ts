import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { WebhookEndpoint, type WebhookEventType } from '../../../domain/webhooks/webhook-endpoint.js';
import { WEBHOOK_SORT_FIELDS, WebhookEndpointRepository } from '../../../domain/webhooks/webhook-endpoint.repository.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { WebhookEndpointOrmEntity } from './webhook-endpoint.orm-entity.js';

const SORT_COLUMNS = { url: 'w.url', enabled: 'w.enabled', createdAt: 'w.created_at' } satisfies Record<
  (typeof WEBHOOK_SORT_FIELDS)[number],
  string
>;

const toDomain = (row: WebhookEndpointOrmEntity) => WebhookEndpoint.restore({ ...row, events: row.events as WebhookEventType[] });

@Injectable()
export class TypeormWebhookEndpointRepository extends WebhookEndpointRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(WebhookEndpointOrmEntity);
  }

  async listByTenant(tenantId: string, query: ListQuery): Promise<Page<WebhookEndpoint>> {
    const qb = this.repo.createQueryBuilder('w').where('w.tenant_id = :tenantId', { tenantId });
    applyIdFilter(qb, query.filter);
    const { q, enabled, event } = query.filter;
    if (q !== undefined) qb.andWhere('w.url ILIKE :q', { q: containsPattern(q) });
    if (enabled !== undefined) qb.andWhere('w.enabled = :enabled', { enabled });
    if (event !== undefined) qb.andWhere(':event = ANY(w.events)', { event });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(toDomain), total: page.total };
  }

  async findById(tenantId: string, id: string): Promise<WebhookEndpoint | null> {
    const row = await this.repo.findOneBy({ tenantId, id });
    return row ? toDomain(row) : null;
  }

  async findForDelivery(id: string): Promise<WebhookEndpoint | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async save(endpoint: WebhookEndpoint): Promise<void> {
    await this.repo.save(Object.assign(new WebhookEndpointOrmEntity(), endpoint.toState()));
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.repo.delete({ tenantId, id });
  }
}
