import type { ListQuery, Page } from '../shared/list-query.js';
import type { WebhookEndpoint } from './webhook-endpoint.js';

/** Every method is scoped to one tenant, except findForDelivery, which the outbox channel uses. */
export abstract class WebhookEndpointRepository {
  abstract listByTenant(tenantId: string, query: ListQuery): Promise<Page<WebhookEndpoint>>;
  abstract findById(tenantId: string, id: string): Promise<WebhookEndpoint | null>;
  abstract findForDelivery(id: string): Promise<WebhookEndpoint | null>;
  abstract save(endpoint: WebhookEndpoint): Promise<void>;
  abstract delete(tenantId: string, id: string): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const WEBHOOK_SORT_FIELDS = ['url', 'enabled', 'createdAt'] as const;
