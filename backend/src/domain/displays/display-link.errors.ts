import { NotFoundError, RateLimitedError } from '../shared/domain-error.js';

// Messages are Dutch, like the counter's: a screen's link may be opened by anyone. Clients show their own text per code.

/** An admin's link id that does not exist, was revoked, or belongs to another location or tenant. */
export class DisplayLinkNotFoundError extends NotFoundError {
  constructor() {
    super('display_link_not_found', 'Deze schermlink bestaat niet (meer) bij deze locatie.');
  }
}

/** The same answer for a malformed, guessed or revoked token, and for a deactivated tenant or location. */
export class DisplayTokenUnknownError extends NotFoundError {
  constructor() {
    super('display_link_unknown', 'Deze schermlink is onbekend of ingetrokken. Vraag de beheerder om een nieuwe link.');
  }
}

export class TooManyDisplayLookupsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'too_many_display_lookups',
      `Te veel onbekende schermlinks vanaf dit adres; probeer het over ${retryAfterSeconds} seconden opnieuw.`,
      retryAfterSeconds,
    );
  }
}
