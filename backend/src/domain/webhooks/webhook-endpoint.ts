import { randomBytes, randomUUID } from 'node:crypto';
import { InvalidInputError } from '../shared/domain-error.js';

export const WEBHOOK_EVENTS = [
  'portion.created',
  'portion.updated',
  'reservation.created',
  'reservation.updated',
  'waste.recorded',
  'waste.changed',
  'waste.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 2000;
/** An endpoint whose deliveries have failed without a success for this long is switched off. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * 60 * 1000;

export interface WebhookEndpointState {
  id: string;
  tenantId: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** `whsec_` and base64 of 24 random bytes (Standard Webhooks); shown once, at creation. */
  secret: string;
  /** Why the endpoint was switched off by the system; null when enabled or switched off by an admin. */
  disabledReason: string | null;
  /** Start of the current run of failed deliveries; null after a success. */
  failingSince: Date | null;
  createdAt: Date;
}

export interface WebhookEndpointInput {
  url: string;
  events: string[];
  enabled?: boolean;
}

/** A URL of the tenant that receives signed deliveries of the events it subscribed to. */
export class WebhookEndpoint {
  private constructor(private state: WebhookEndpointState) {}

  static register(input: WebhookEndpointInput, tenantId: string, allowHttp: boolean, now: Date): WebhookEndpoint {
    return new WebhookEndpoint({
      id: randomUUID(),
      tenantId,
      url: checkUrl(input.url, allowHttp),
      events: checkEvents(input.events),
      enabled: input.enabled ?? true,
      secret: `whsec_${randomBytes(24).toString('base64')}`,
      disabledReason: null,
      failingSince: null,
      createdAt: now,
    });
  }

  static restore(state: WebhookEndpointState): WebhookEndpoint {
    return new WebhookEndpoint({ ...state, events: [...state.events] });
  }

  get id(): string {
    return this.state.id;
  }

  update(changes: Partial<WebhookEndpointInput>, allowHttp: boolean): void {
    const url = changes.url === undefined ? this.state.url : checkUrl(changes.url, allowHttp);
    const events = changes.events === undefined ? this.state.events : checkEvents(changes.events);
    const enabled = changes.enabled ?? this.state.enabled;
    // Switching an endpoint back on starts afresh: no reason, no run of failures.
    const reenabled = enabled && !this.state.enabled;
    this.state = {
      ...this.state,
      url,
      events,
      enabled,
      disabledReason: enabled ? null : this.state.disabledReason,
      failingSince: reenabled ? null : this.state.failingSince,
    };
  }

  /** After a delivery failed at `now`: switches the endpoint off once it has been failing for 3 days. */
  recordFailure(error: string, now: Date): void {
    const failingSince = this.state.failingSince ?? now;
    this.state = { ...this.state, failingSince };
    if (this.state.enabled && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
      this.state = { ...this.state, enabled: false, disabledReason: `Disabled after 3 days of failed deliveries; last error: ${error}` };
    }
  }

  recordSuccess(): void {
    this.state = { ...this.state, failingSince: null };
  }

  toState(): WebhookEndpointState {
    return { ...this.state, events: [...this.state.events] };
  }
}

function checkUrl(value: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw InvalidInputError.field('url', 'invalid_url', 'url must be an absolute URL');
  }
  if (value.length > WEBHOOK_URL_MAX)
    throw InvalidInputError.field('url', 'too_long', `url must be at most ${WEBHOOK_URL_MAX} characters`, { max: WEBHOOK_URL_MAX });
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    throw InvalidInputError.field('url', 'invalid_url', allowHttp ? 'url must use https or http' : 'url must use https');
  }
  if (url.username || url.password) throw InvalidInputError.field('url', 'invalid_url', 'url must not contain credentials');
  return url.toString();
}

function checkEvents(events: string[]): WebhookEventType[] {
  const unique = [...new Set(events)];
  if (unique.length === 0 || !unique.every((event) => (WEBHOOK_EVENTS as readonly string[]).includes(event))) {
    throw InvalidInputError.field('events', 'not_allowed', `events must be one or more of ${WEBHOOK_EVENTS.join(', ')}`, {
      allowed: [...WEBHOOK_EVENTS],
    });
  }
  return unique as WebhookEventType[];
}
