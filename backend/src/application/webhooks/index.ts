// What other contexts may import from webhooks's application.
export { WebhookOutbox } from './webhook-outbox.port.js';
