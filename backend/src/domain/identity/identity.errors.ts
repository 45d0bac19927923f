import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/domain-error.js';

export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super('invalid_credentials', 'Invalid email or password');
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super('email_taken', 'A user with this email already exists');
  }
}

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('user_not_found', 'User not found');
  }
}

export class OwnAccessChangeError extends ForbiddenError {
  constructor() {
    super('own_access_change', 'An admin cannot deactivate or demote their own account');
  }
}

export class RegistrationNotAllowedError extends ForbiddenError {
  constructor() {
    super('registration_not_allowed', 'You may only register users into your own tenant');
  }
}
