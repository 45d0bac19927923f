import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

export class ReservationNotFoundError extends NotFoundError {
  constructor() {
    super('reservation_not_found', 'Reservation not found');
  }
}

export class ReservationTransitionError extends ConflictError {
  constructor(from: string, to: string) {
    super('reservation_transition_not_allowed', `Een reservering met status ${from} kan niet naar ${to}.`);
  }
}

export class ReservationWindowClosedError extends ConflictError {
  constructor() {
    super('reservation_window_closed', 'Annuleren kan alleen zolang de portie nog beschikbaar is.');
  }
}

export class NotReservationOwnerError extends ForbiddenError {
  constructor() {
    super('not_reservation_owner', 'Alleen wie de reservering plaatste, kan die annuleren.');
  }
}

/** Fair sharing: a person holds at most one open reservation per portion (a partial unique index enforces it). */
export class AlreadyReservedError extends ConflictError {
  constructor() {
    super('already_reserved', 'Je hebt deze portie al gereserveerd: per persoon staat er één reservering per portie open.');
  }
}

/** Fair sharing: the tenant's optional cap on a person's open reservations across all portions. */
export class OpenReservationCapReachedError extends ConflictError {
  constructor(cap: number) {
    super(
      'open_reservation_cap_reached',
      `Je hebt al ${cap} open reservering${cap === 1 ? '' : 'en'}: je organisatie staat maximaal ${cap} open reservering${cap === 1 ? '' : 'en'} per persoon toe.`,
    );
  }
}
