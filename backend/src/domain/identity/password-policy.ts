import { InvalidInputError } from '../shared/domain-error.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../shared/password-length.js';
import type { CommonPasswordList } from './common-password-list.js';

/** Refuses a new password that is too short, too long, or one of the most common passwords; names `field` in the error. */
export function requireAcceptablePassword(field: string, password: string, common: CommonPasswordList): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw InvalidInputError.field(field, 'too_short', `${field} must be at least ${MIN_PASSWORD_LENGTH} characters`, {
      min: MIN_PASSWORD_LENGTH,
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw InvalidInputError.field(field, 'too_long', `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`, {
      max: MAX_PASSWORD_LENGTH,
    });
  }
  if (common.includes(password)) {
    throw InvalidInputError.field(
      field,
      'too_common',
      `${field} is too common: choose a password that is not on the list of most used passwords`,
    );
  }
}
