/**
 * Base of every business rule violation. The HTTP layer maps each kind below to one status;
 * the domain itself knows nothing of HTTP.
 */
export abstract class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The input breaks a rule; `fields` holds one message list per offending field, and `codes` a stable code for
 * the fields whose rule has one.
 */
export class InvalidInputError extends DomainError {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly codes: Record<string, string> = {},
  ) {
    super('invalid_input', Object.values(fields).flat().join('; '));
  }

  static field(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] });
  }

  static coded(field: string, code: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] }, { [field]: code });
  }
}

/** The object does not exist, or exists in a tenant the caller cannot see. */
export class NotFoundError extends DomainError {}

/** The request is valid but clashes with the current state. */
export class ConflictError extends DomainError {}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {}

/** The caller could not be identified. */
export class UnauthenticatedError extends DomainError {}

/** The caller sends too much, too fast; they may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}
