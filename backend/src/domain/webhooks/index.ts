// What other contexts may import from the webhooks context's domain.
export type { WebhookEventType } from './webhook-endpoint.js';
