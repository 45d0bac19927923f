import { ConflictError, NotFoundError } from '../shared/domain-error.js';

export class OutboundEmailNotFoundError extends NotFoundError {
  constructor() {
    super('email_not_found', 'E-mail not found');
  }
}

export class OutboundEmailNotFailedError extends ConflictError {
  constructor() {
    super('email_not_failed', 'Only a failed e-mail can be retried');
  }
}
