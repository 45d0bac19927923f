import type { DomainErrorCode, FieldErrorCode } from './error-codes.js';

/**
 * Base of every business rule violation, with a stable code for machines and an English message for developers.
 * The HTTP layer maps each kind below to one status; the domain itself knows nothing of HTTP.
 */
export abstract class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Values the refusal names, for the client to show (the TXT records found for domain_not_verified). */
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What a client needs to tell one refused field in its own words: the code and the numbers or names it mentions. */
export type FieldErrorParams = Record<string, string | number | string[]>;

export interface FieldError {
  /** The field's path, such as `title`, `admin.email` or `plan[0]`. */
  field: string;
  code: FieldErrorCode;
  /** English, for developers and logs. */
  message: string;
  params?: FieldErrorParams;
}

export function fieldError(field: string, code: FieldErrorCode, message: string, params?: FieldErrorParams): FieldError {
  return params ? { field, code, message, params } : { field, code, message };
}

/** The input breaks a rule; `errors` holds one entry per refusal. */
export class InvalidInputError extends DomainError {
  constructor(
    readonly errors: FieldError[],
    message = errors.map((error) => error.message).join('; '),
  ) {
    super('invalid_input', message);
  }

  static field(field: string, code: FieldErrorCode, message: string, params?: FieldErrorParams): InvalidInputError {
    return new InvalidInputError([fieldError(field, code, message, params)]);
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

/** A service the request needs (a payment provider) cannot be reached now; the caller may try again. */
export class ServiceUnavailableError extends DomainError {}

/** The caller sends too much, too fast; they may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(
    code: DomainErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}
