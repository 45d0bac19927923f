import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../domain/shared/clock.js';
import { WebhookEndpointRepository } from '../../../domain/webhooks/webhook-endpoint.repository.js';
import { signWebhook } from '../../../domain/webhooks/webhook-signature.js';
import { OutboxChannel, PermanentDeliveryError, type DeliveryOutcome, type OutboxRow } from '../../platform/outbox/outbox-channel.js';
import { DnsWebhookTargetGuard } from './dns-webhook-target-guard.js';
import { postWebhook } from './post-webhook.js';

interface WebhookDeliveryRow extends OutboxRow {
  endpoint_id: string;
  message_id: string;
  payload: string;
}

/** A receiver that takes longer than this counts as failed, and is retried like any failure. */
const TIMEOUT_MS = 10_000;

/**
 * The webhook channel of the outbox: POSTs the stored body to the endpoint, signed the Standard Webhooks way
 * (webhook-id, webhook-timestamp, webhook-signature). A non-2xx answer or no answer is a failure, retried by the
 * outbox's one retry rule; an endpoint failing for 3 days is switched off with its reason.
 */
@Injectable()
export class WebhookChannel extends OutboxChannel<WebhookDeliveryRow> {
  readonly name = 'webhook';
  readonly table = 'webhook_deliveries';
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly guard: DnsWebhookTargetGuard,
    private readonly clock: Clock,
  ) {
    super();
  }

  async deliver(row: WebhookDeliveryRow): Promise<DeliveryOutcome> {
    const endpoint = await this.endpoints.findForDelivery(row.endpoint_id);
    if (!endpoint) throw new PermanentDeliveryError('The endpoint was deleted');
    const { url, secret, enabled } = endpoint.toState();
    if (!enabled) return 'held';
    try {
      await this.guard.check(url);
    } catch {
      throw new PermanentDeliveryError('The target address is not allowed');
    }
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    let failure: string | null = null;
    try {
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Portiepunt-Webhooks/1.0',
        'webhook-id': row.message_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, row.message_id, timestamp, row.payload),
      };
      const status = await postWebhook(url, headers, row.payload, { timeoutMs: TIMEOUT_MS, lookup: this.guard.connectLookup });
      if (status < 200 || status > 299) failure = `HTTP ${status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === null) {
      endpoint.recordSuccess();
      await this.endpoints.save(endpoint);
      return 'sent';
    }
    endpoint.recordFailure(failure, this.clock.now());
    await this.endpoints.save(endpoint);
    if (!endpoint.toState().enabled) this.logger.warn(`Webhook endpoint ${endpoint.id} switched off: ${endpoint.toState().disabledReason}`);
    throw new Error(failure);
  }
}
