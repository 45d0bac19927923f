import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export class WasteRecordNotFoundError extends NotFoundError {
  constructor() {
    super('waste_record_not_found', 'Waste record not found');
  }
}

export class WasteReasonNotFoundError extends NotFoundError {
  constructor() {
    super('waste_reason_not_found', 'Waste reason not found');
  }
}

/** The kitchen changes only its own records, for 24 hours; an admin any. */
export class WasteRecordNotEditableError extends ForbiddenError {
  constructor() {
    super('waste_record_not_editable', 'Only the admin, or its maker within 24 hours, may change or delete this record');
  }
}

export class WasteReasonCapReachedError extends ConflictError {
  constructor(max: number) {
    super('waste_reason_cap_reached', `At most ${max} reasons may be active; archive one first`);
  }
}

/** "Anders gebruikt" answers for a portion that ended with units left, not yet answered (as waste or otherwise). */
export class LeftoverNotOpenError extends ConflictError {
  constructor() {
    super('leftover_not_open', 'Only a portion that ended with units left, and was not recorded as waste, can be marked used otherwise');
  }
}
