import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../shared/domain-error.js';

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

/** Fair sharing on the waiting list: who is at the cap of open reservations cannot join a line either. */
export class WaitlistCapReachedError extends ConflictError {
  constructor(cap: number) {
    super(
      'reservation_cap_reached',
      `Je hebt al ${cap} open reservering${cap === 1 ? '' : 'en'}, het maximum van je organisatie: zo kun je niet op de wachtlijst.`,
    );
  }
}

/** The tenant lets only the kitchen confirm a pick-up (pickupConfirmation "counter"). */
export class CounterConfirmsPickupError extends ForbiddenError {
  constructor() {
    super(
      'pickup_confirmed_at_counter',
      'Je organisatie laat het ophalen alleen door de keuken aan de balie bevestigen. Laat je ophaalcode zien.',
    );
  }
}

/** No open or handed-over reservation of this location has the code. */
export class PickupCodeNotFoundError extends NotFoundError {
  constructor() {
    super('pickup_code_not_found', 'Deze ophaalcode hoort bij geen reservering van deze locatie. Controleer de code en de locatie.');
  }
}

/** The reservation with this code was handed over already; nothing changes. */
export class AlreadyHandedOverError extends ConflictError {
  constructor(pickedUpAt: Date | null) {
    super(
      'already_handed_over',
      `Deze portie is al meegegeven${pickedUpAt ? ` (om ${pickedUpAt.toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' })})` : ''}.`,
    );
  }
}

/** The code belongs to a reservation whose portion is handed out at another location of the tenant. */
export class CodeOfOtherLocationError extends NotFoundError {
  constructor(locationName: string) {
    super(
      'pickup_code_other_location',
      `Deze ophaalcode hoort bij een reservering van een andere locatie (${locationName}). Er is niets veranderd.`,
    );
  }
}

/** A waiting list is for a fully booked portion: one with units left is reserved straight away. */
export class WaitlistPortionAvailableError extends ConflictError {
  constructor() {
    super('waitlist_portion_available', 'Deze portie is nog beschikbaar: reserveer haar direct, een wachtlijst is niet nodig.');
  }
}

/** The portion ended (withdrawn, expired or all picked up): its waiting list ended with it. */
export class WaitlistPortionEndedError extends ConflictError {
  constructor() {
    super('waitlist_portion_ended', 'Deze portie is niet meer te krijgen, dus er is ook geen wachtlijst meer.');
  }
}

/** Too many unknown pick-up codes typed by one kitchen user: guessing codes is slowed down, real codes are never counted. */
export class TooManyPickupCodeAttemptsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'too_many_pickup_code_attempts',
      `Te veel onbekende ophaalcodes achter elkaar; probeer het over ${retryAfterSeconds} seconden opnieuw.`,
      retryAfterSeconds,
    );
  }
}
