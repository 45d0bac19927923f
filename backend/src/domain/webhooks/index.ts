// What other contexts may import from webhooks's domain.
export type { WebhookEventType } from './webhook-endpoint.js';
