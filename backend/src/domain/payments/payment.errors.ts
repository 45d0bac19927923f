import { ConflictError, RateLimitedError, ServiceUnavailableError } from '../shared/domain-error.js';

export class PaymentProviderUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('payment_provider_unavailable', 'The payment provider (Mollie) cannot be reached; nothing was reserved. Try again shortly.');
  }
}

/** Mollie refused to create the payment (for example a method no longer enabled); nothing was reserved. */
export class PaymentRefusedError extends ConflictError {
  constructor(reason: string) {
    super('payment_refused', `Mollie refused the payment; nothing was reserved: ${reason}`);
  }
}

export class TooManyWebhooksError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'too_many_webhooks',
      `Too many webhooks for unknown payments from this address; try again in ${retryAfterSeconds} seconds`,
      retryAfterSeconds,
    );
  }
}
