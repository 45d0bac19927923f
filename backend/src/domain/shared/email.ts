import { InvalidInputError } from './domain-error.js';

// Pragmatic check: one @, no spaces, a dot in the domain. Full RFC 5322 is not worth it here.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared trimmed and lower-cased, so that login is case-insensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function requireEmail(field: string, email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 254 || !EMAIL_PATTERN.test(normalized)) {
    throw InvalidInputError.field(field, 'invalid_email', `${field} must be a valid email address`);
  }
  return normalized;
}
