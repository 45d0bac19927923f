import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';

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
