import type { WebhookEventType } from '../../domain/webhooks/webhook-endpoint.js';

export interface WebhookDelivery {
  id: string;
  /** The `webhook-id` header: the same for a resent copy, so receivers can drop duplicates. */
  messageId: string;
  eventType: WebhookEventType;
  status: 'queued' | 'sent' | 'failed' | 'held';
  attempts: number;
  lastAttemptAt: Date | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * Webhook deliveries are rows of an outbox channel: queued inside the unit of work of the change they announce,
 * one per enabled endpoint of the tenant that subscribed to the event, and sent by the outbox worker.
 */
export abstract class WebhookOutbox {
  /** The event types that at least one enabled endpoint of the tenant subscribes to. */
  abstract subscribedEvents(tenantId: string): Promise<WebhookEventType[]>;
  /** Queues `{type, timestamp, data}` for every enabled endpoint of the tenant subscribed to `type`, in the current unit of work. */
  abstract enqueue(tenantId: string, type: WebhookEventType, data: unknown, now: Date): Promise<void>;
  /** The endpoint's most recent deliveries, newest first. */
  abstract listRecent(tenantId: string, endpointId: string, limit: number): Promise<WebhookDelivery[]>;
  /** Queues a copy of a delivery (same message id and body, new timestamp and signature); null when not found. */
  abstract resend(tenantId: string, endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery | null>;
}
