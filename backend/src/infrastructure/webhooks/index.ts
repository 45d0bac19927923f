// What other contexts may import from webhooks's infrastructure.
export { WebhooksModule } from './webhooks.module.js';
