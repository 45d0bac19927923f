import { ConflictError, fieldError, InvalidInputError } from '../shared/domain-error.js';

/** One answer for a used, expired or unknown link, so that it tells nothing about which it was. */
export class InvalidPasswordLinkError extends InvalidInputError {
  constructor() {
    super([fieldError('token', 'invalid_link', 'This link is invalid or has expired; ask for a new one')]);
  }
}

export class WrongCurrentPasswordError extends InvalidInputError {
  constructor() {
    super([fieldError('currentPassword', 'wrong_password', 'currentPassword is not your current password')]);
  }
}

export class PasswordAlreadyChosenError extends ConflictError {
  constructor() {
    super('password_already_chosen', 'This user has already chosen a password');
  }
}

export class NotASuperadminError extends ConflictError {
  constructor() {
    super('not_a_superadmin', 'A user with this email exists and is not a superadmin');
  }
}
