import { RateLimitedError } from '../shared/domain-error.js';

/** The same answer whether or not an account with the address exists. */
export class TooManyLoginAttemptsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_login_attempts', `Too many login attempts; try again in ${retryAfterSeconds} seconds`, retryAfterSeconds);
  }
}

/** The same answer whether or not an account with the address exists. */
export class TooManyPasswordResetsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_password_resets', `Too many password reset requests; try again in ${retryAfterSeconds} seconds`, retryAfterSeconds);
  }
}
