import { FIELD_ERROR_CODES } from '../../src/domain/shared/error-codes.js';

/** One refusal of a 400 body, as the API sends it. */
export interface FieldErrorEntry {
  field: string;
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** The refused fields of a 400 body, each once, in the order the API lists them. */
export function refusedFields(body: { errors?: FieldErrorEntry[] }): string[] {
  return [...new Set((body.errors ?? []).map(({ field }) => field))];
}

/** The entries of a 400 body about one field. */
export function refusalsOf(body: { errors?: FieldErrorEntry[] }, field: string): FieldErrorEntry[] {
  return (body.errors ?? []).filter((entry) => entry.field === field);
}

/** Whether `value` is an entry of the shared error body, with a documented code. */
export function isFieldError(value: unknown): boolean {
  const entry = value as Partial<FieldErrorEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.field === 'string' &&
    typeof entry.message === 'string' &&
    (FIELD_ERROR_CODES as readonly unknown[]).includes(entry.code) &&
    (entry.params === undefined || (typeof entry.params === 'object' && entry.params !== null))
  );
}
