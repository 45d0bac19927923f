import { NotFoundError } from '../shared/domain-error.js';

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('webhook_not_found', 'Webhook endpoint not found');
  }
}

export class WebhookDeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('webhook_delivery_not_found', 'Webhook delivery not found');
  }
}
