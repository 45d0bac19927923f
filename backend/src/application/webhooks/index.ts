// What other contexts may import from the webhooks context's application.
export { WebhookOutbox } from './webhook-outbox.port.js';
