import { HttpError } from 'react-admin';
import { COMMON, ERROR_CODES } from '../texts';

/** A failed call in words for the admin: known error codes in Dutch, otherwise a general sentence. */
export function errorReason(error: unknown): string {
  if (!(error instanceof HttpError)) return COMMON.genericError;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code !== undefined && code in ERROR_CODES) return ERROR_CODES[code] ?? error.message;
  return COMMON.genericError;
}

/** "Fout bij toevoegen locatie: Het abonnement Starter staat maximaal 1 actieve locatie toe." */
export const failureMessage = (title: string, error: unknown) => COMMON.errorWithReason(title, errorReason(error));
