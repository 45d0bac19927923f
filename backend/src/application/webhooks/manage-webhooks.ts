import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import { Clock } from '../../domain/shared/clock.js';
import { WebhookEndpoint, type WebhookEndpointInput, type WebhookEndpointState } from '../../domain/webhooks/webhook-endpoint.js';
import { WebhookEndpointRepository } from '../../domain/webhooks/webhook-endpoint.repository.js';
import { WebhookTargetGuard } from '../../domain/webhooks/webhook-target-guard.js';
import { WebhookDeliveryNotFoundError, WebhookNotFoundError } from '../../domain/webhooks/webhooks.errors.js';
import { WebhookOutbox, type WebhookDelivery } from './webhook-outbox.port.js';

/** How many deliveries an admin sees per endpoint. */
export const RECENT_DELIVERIES = 50;

/** An admin's management of the tenant's webhook endpoints and their deliveries. */
@Injectable()
export class ManageWebhooks {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly outbox: WebhookOutbox,
    private readonly guard: WebhookTargetGuard,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  list(tenantId: string, query: ListQuery): Promise<Page<WebhookEndpoint>> {
    return this.endpoints.listByTenant(tenantId, query);
  }

  async get(tenantId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findById(tenantId, id);
    if (!endpoint) throw new WebhookNotFoundError();
    return endpoint;
  }

  /** The answer alone carries the secret. */
  async create(tenantId: string, input: WebhookEndpointInput): Promise<WebhookEndpointState> {
    const endpoint = WebhookEndpoint.register(input, tenantId, this.guard.allowHttp, this.clock.now());
    await this.guard.check(endpoint.toState().url);
    await this.saveAudited(endpoint, 'webhook.created');
    return endpoint.toState();
  }

  async update(tenantId: string, id: string, changes: Partial<WebhookEndpointInput>): Promise<WebhookEndpoint> {
    const endpoint = await this.get(tenantId, id);
    endpoint.update(changes, this.guard.allowHttp);
    await this.guard.check(endpoint.toState().url);
    await this.saveAudited(endpoint, 'webhook.changed');
    return endpoint;
  }

  async delete(tenantId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.get(tenantId, id);
    await this.unitOfWork.run(async () => {
      await this.endpoints.delete(tenantId, id);
      await this.auditLog.record({ action: 'webhook.deleted', tenantId, target: { type: 'webhook', id } });
    });
    return endpoint;
  }

  private saveAudited(endpoint: WebhookEndpoint, action: 'webhook.created' | 'webhook.changed'): Promise<void> {
    const { id, tenantId } = endpoint.toState();
    return this.unitOfWork.run(async () => {
      await this.endpoints.save(endpoint);
      await this.auditLog.record({ action, tenantId, target: { type: 'webhook', id } });
    });
  }

  async deliveries(tenantId: string, id: string): Promise<WebhookDelivery[]> {
    await this.get(tenantId, id);
    return this.outbox.listRecent(tenantId, id, RECENT_DELIVERIES);
  }

  async resend(tenantId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
    await this.get(tenantId, id);
    const copy = await this.outbox.resend(tenantId, id, deliveryId, this.clock.now());
    if (!copy) throw new WebhookDeliveryNotFoundError();
    return copy;
  }
}
