import { ConflictError, NotFoundError, RateLimitedError } from '../shared/domain-error.js';

export class ContactRequestNotFoundError extends NotFoundError {
  constructor() {
    super('contact_request_not_found', 'Contact request not found');
  }
}

export class PartnerApplicationNotFoundError extends NotFoundError {
  constructor() {
    super('partner_application_not_found', 'Partner application not found');
  }
}

export class StatusTransitionError extends ConflictError {
  constructor(from: string, to: string, allowed: readonly string[]) {
    super('status_transition_not_allowed', `Status ${from} cannot change to ${to}; allowed: ${allowed.join(', ')}`);
  }
}

export class AlreadyConvertedError extends ConflictError {
  constructor() {
    super('already_converted', 'This contact request has already been converted into a tenant');
  }
}

/** More public submissions from one source than the window allows; maps to 429 with Retry-After. */
export class TooManySubmissionsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_submissions', `Too many requests; try again in ${retryAfterSeconds} seconds`, retryAfterSeconds);
  }
}
