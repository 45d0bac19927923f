// What other contexts may import from the webhooks context's infrastructure.
export { WebhooksModule } from './webhooks.module.js';
