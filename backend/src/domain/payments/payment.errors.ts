import { ConflictError, ServiceUnavailableError } from '../shared/domain-error.js';

export class PaymentProviderUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('payment_provider_unavailable', 'The payment provider (Mollie) cannot be reached; nothing was reserved. Try again shortly.');
  }
}

export class PaymentsNotOnlineError extends ConflictError {
  constructor() {
    super('payments_not_online', 'This organisation does not take payments online');
  }
}
