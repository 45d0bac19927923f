import { InvalidInputError } from '../shared/domain-error.js';

export const EMPLOYEE_NUMBER_MAX = 50;

/** Control (Cc) and format (Cf) characters: line breaks, tabs, bidirectional overrides and zero-width characters. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}]/u;

/**
 * The number under which payroll knows a person: free text (payroll systems differ), trimmed, at most 50
 * characters on one line. Empty means none. Not unique: one person may hold two accounts under one number.
 */
export function requireEmployeeNumber(field: string, value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (NOT_PRINTABLE.test(trimmed)) {
    throw InvalidInputError.field(field, 'control_characters', `${field} must not contain control characters`);
  }
  if (trimmed.length > EMPLOYEE_NUMBER_MAX) {
    throw InvalidInputError.field(field, 'too_long', `${field} must be at most ${EMPLOYEE_NUMBER_MAX} characters`, {
      max: EMPLOYEE_NUMBER_MAX,
    });
  }
  return trimmed;
}
