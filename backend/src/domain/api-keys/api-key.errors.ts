import { NotFoundError, RateLimitedError, UnauthenticatedError } from '../shared/domain-error.js';

export class ApiKeyNotFoundError extends NotFoundError {
  constructor() {
    super('api_key_not_found', 'API key not found');
  }
}

export class ApiKeyInvalidError extends UnauthenticatedError {
  constructor() {
    super('api_key_invalid', 'Unknown or revoked API key');
  }
}

export class ApiKeyRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('api_key_rate_limited', 'Too many calls with this API key', retryAfterSeconds);
  }
}
