import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WebhookOutbox, type WebhookDelivery } from '../../../application/webhooks/webhook-outbox.port.js';
import type { WebhookEventType } from '../../../domain/webhooks/webhook-endpoint.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { currentRequestId } from '../../platform/observability/log-context.js';

interface DeliveryRow {
  id: string;
  message_id: string;
  event_type: WebhookEventType;
  status: WebhookDelivery['status'];
  attempts: number;
  last_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.message_id,
  eventType: row.event_type,
  status: row.status,
  attempts: row.attempts,
  lastAttemptAt: row.last_attempt_at,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

const COLUMNS = 'id, message_id, event_type, status, attempts, last_attempt_at, last_error, created_at, sent_at';

/** The webhook channel's table: rows join the caller's unit of work, so they commit or roll back with the change. */
@Injectable()
export class TypeormWebhookOutbox extends WebhookOutbox {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async subscribedEvents(tenantId: string): Promise<WebhookEventType[]> {
    const rows: { events: WebhookEventType[] }[] = await this.uow.manager.query(
      'SELECT events FROM webhook_endpoints WHERE tenant_id = $1 AND enabled',
      [tenantId],
    );
    return [...new Set(rows.flatMap((row) => row.events))];
  }

  /** One row per subscribed, enabled endpoint. */
  async enqueue(tenantId: string, type: WebhookEventType, data: unknown, now: Date): Promise<void> {
    const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
    await this.uow.manager.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, tenant_id, message_id, event_type, payload, status, next_attempt_at, created_at, request_id)
       SELECT gen_random_uuid(), e.id, e.tenant_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2::text, $3::text, 'queued', $4::timestamptz, $4::timestamptz, $5
       FROM webhook_endpoints e WHERE e.tenant_id = $1 AND e.enabled AND $2::text = ANY(e.events)`,
      [tenantId, type, payload, now, currentRequestId()],
    );
  }

  async listRecent(tenantId: string, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    const rows: DeliveryRow[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM webhook_deliveries WHERE tenant_id = $1 AND endpoint_id = $2 ORDER BY created_at DESC, id LIMIT $3`,
      [tenantId, endpointId, limit],
    );
    return rows.map(toDelivery);
  }

  async resend(tenantId: string, endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery | null> {
    const rows = (await this.uow.manager.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, tenant_id, message_id, event_type, payload, status, next_attempt_at, created_at, request_id)
       SELECT $4::uuid, endpoint_id, tenant_id, message_id, event_type, payload, 'queued', $5::timestamptz, $5::timestamptz, $6
       FROM webhook_deliveries WHERE tenant_id = $1 AND endpoint_id = $2 AND id = $3
       RETURNING ${COLUMNS}`,
      [tenantId, endpointId, deliveryId, randomUUID(), now, currentRequestId()],
    )) as DeliveryRow[];
    return rows[0] ? toDelivery(rows[0]) : null;
  }
}
