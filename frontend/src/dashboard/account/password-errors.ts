import { ApiError } from '../../api/client';
import { ACCOUNT } from '../texts';

export const MIN_PASSWORD_LENGTH = 8;

/** The API's English field messages, told in Dutch; unknown ones fall back to a general message. */
export function passwordFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.errors) return null;
  return Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => {
      const text = messages.join(' ');
      if (field === 'token') return [field, ACCOUNT.invalidLink];
      if (field === 'currentPassword') return [field, ACCOUNT.wrongCurrent];
      if (/too common/.test(text)) return [field, ACCOUNT.tooCommon];
      if (/at least/.test(text)) return [field, ACCOUNT.tooShort];
      if (/must differ/.test(text)) return [field, ACCOUNT.sameAsCurrent];
      return [field, ACCOUNT.failed];
    }),
  );
}

/** Client-side checks before a new password is sent: length and the repeat. */
export function newPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  if (password.length < MIN_PASSWORD_LENGTH) return { password: ACCOUNT.tooShort };
  if (password !== repeat) return { repeat: ACCOUNT.mismatch };
  return {};
}
