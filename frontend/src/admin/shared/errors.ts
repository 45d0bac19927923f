import { HttpError } from 'react-admin';
import { adminT } from './i18n';

/** A failed call in words for the admin: known error codes in the interface's language, otherwise a general sentence. */
export function errorReason(error: unknown): string {
  const t = adminT();
  const code = error instanceof HttpError ? (error.body as { code?: string } | undefined)?.code : undefined;
  return t(`errors.${code as 'email_taken'}`, { defaultValue: t('common.genericError') });
}

/** "Fout bij toevoegen locatie: Je abonnement staat niet meer actieve locaties toe. …" */
export const failureMessage = (title: string, error: unknown) => adminT()('common.errorWithReason', { title, reason: errorReason(error) });
