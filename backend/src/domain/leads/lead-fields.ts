import { InvalidInputError } from '../shared/domain-error.js';

export const NAME_MAX = 100;
export const PHONE_MAX = 30;
export const MESSAGE_MAX = 5000;
/** Partner application texts and status notes. */
export const TEXT_MAX = 2000;
export const PHONE_PATTERN = /^[0-9 +()-]+$/;

/** Trimmed, 1 to `max` characters. */
export function requireText(field: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw InvalidInputError.field(field, 'required', `${field} must be 1 to ${max} characters`);
  if (trimmed.length > max) throw InvalidInputError.field(field, 'too_long', `${field} must be 1 to ${max} characters`, { max });
  return trimmed;
}

/** Trimmed, at most `max` characters; empty or absent is null (the forms send "" for empty fields). */
export function optionalText(field: string, value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.length > max) throw InvalidInputError.field(field, 'too_long', `${field} must be at most ${max} characters`, { max });
  return trimmed;
}

export function optionalPhone(value: string | null | undefined): string | null {
  const phone = optionalText('phone', value, PHONE_MAX);
  if (phone !== null && !PHONE_PATTERN.test(phone)) {
    throw InvalidInputError.field('phone', 'invalid_format', 'phone may only contain digits, spaces and + ( ) -');
  }
  return phone;
}
