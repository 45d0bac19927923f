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

export class OwnErasureError extends ConflictError {
  constructor() {
    super('own_erasure', 'An admin cannot erase their own account');
  }
}

export class LastAdminErasureError extends ConflictError {
  constructor() {
    super('last_admin', 'The last active admin of a tenant cannot be erased');
  }
}

export class UserErasedError extends ConflictError {
  constructor() {
    super('user_erased', 'This user has been erased and cannot be changed');
  }
}
