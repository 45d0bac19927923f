import { ConflictError, fieldError, InvalidInputError } from '../shared/domain-error.js';

export class ActiveTenantErasureError extends ConflictError {
  constructor() {
    super('tenant_active', 'Deactivate the tenant before erasing it');
  }
}

export class SlugConfirmationError extends InvalidInputError {
  constructor() {
    super([fieldError('slug', 'mismatch', "slug must repeat the tenant's slug to confirm the erasure")]);
  }
}
