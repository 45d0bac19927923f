import { ConflictError, NotFoundError } from '../shared/domain-error.js';

export class PartnerNotFoundError extends NotFoundError {
  constructor() {
    super('partner_not_found', 'Partner not found');
  }
}

export class MonthNotEndedError extends ConflictError {
  constructor(month: string) {
    super('month_not_ended', `The month ${month} has not ended yet (Europe/Amsterdam)`);
  }
}

export class MonthNotClosedError extends ConflictError {
  constructor(month: string) {
    super('month_not_closed', `The month ${month} must be closed first`);
  }
}

export class AlreadyPaidError extends ConflictError {
  constructor() {
    super('already_paid', 'This partner’s commission for the month is already marked paid');
  }
}
