import { ConflictError, InvalidInputError, NotFoundError } from '../shared/domain-error.js';
import { PLAN_LABELS, type Plan } from './plan.js';

export class TenantNotFoundError extends NotFoundError {
  constructor() {
    super('tenant_not_found', 'Tenant not found');
  }
}

export class SlugTakenError extends ConflictError {
  constructor(slug: string) {
    super('slug_taken', `The slug "${slug}" is already in use`);
  }
}

export class LocationNotFoundError extends NotFoundError {
  constructor() {
    super('location_not_found', 'Location not found');
  }
}

export class LocationCapReachedError extends ConflictError {
  constructor(plan: Plan, cap: number) {
    super('location_cap_reached', `Het abonnement ${PLAN_LABELS[plan]} staat maximaal ${cap} actieve locatie${cap === 1 ? '' : 's'} toe.`);
  }
}

export function requireName(field: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw InvalidInputError.field(field, 'required', `${field} must be 1 to ${max} characters`);
  if (trimmed.length > max) throw InvalidInputError.field(field, 'too_long', `${field} must be 1 to ${max} characters`, { max });
  return trimmed;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function requireSlug(slug: string): string {
  const normalized = slug.trim().toLowerCase();
  if (normalized.length < 2 || normalized.length > 60 || !SLUG_PATTERN.test(normalized)) {
    throw InvalidInputError.field('slug', 'invalid_format', 'slug must be 2 to 60 lowercase letters, digits and single hyphens');
  }
  return normalized;
}
