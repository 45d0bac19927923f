import { ConflictError, NotFoundError } from '../shared/domain-error.js';

export class PortionNotFoundError extends NotFoundError {
  constructor() {
    super('portion_not_found', 'Portion not found');
  }
}

export class PortionSoldOutError extends ConflictError {
  constructor() {
    super('portion_sold_out', 'Deze portie is uitverkocht.');
  }
}

export class PortionNotEnoughLeftError extends ConflictError {
  constructor(available: number) {
    super(
      'portion_not_enough_left',
      `Er ${available === 1 ? 'is' : 'zijn'} nog maar ${available} ${available === 1 ? 'portie' : 'porties'} beschikbaar.`,
    );
  }
}

export class PortionExpiredError extends ConflictError {
  constructor() {
    super('portion_expired', 'Deze portie is verlopen.');
  }
}

export class PortionFinishedError extends ConflictError {
  constructor() {
    super('portion_finished', 'Deze portie is al helemaal opgehaald.');
  }
}

/** Edits and withdrawals only apply while a portion is still on offer. */
export class PortionNotEditableError extends ConflictError {
  constructor(status: string) {
    super('portion_not_editable', `Een portie met status ${status} kan niet meer worden gewijzigd.`);
  }
}
