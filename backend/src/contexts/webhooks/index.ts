// What other contexts may import from webhooks.
export { WebhooksModule } from './webhooks.module.js';
