// What other contexts may import from webhooks.
export { WebhookOutbox } from './application/webhook-outbox.port.js';
export type { WebhookEventType } from './domain/webhook-endpoint.js';
export { WebhooksModule } from './webhooks.module.js';
