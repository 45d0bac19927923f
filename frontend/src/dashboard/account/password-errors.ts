import { ACCOUNT } from '../texts';

export const MIN_PASSWORD_LENGTH = 8;

/** Client-side checks before a new password is sent: length and the repeat. */
export function newPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  if (password.length < MIN_PASSWORD_LENGTH) return { password: ACCOUNT.tooShort };
  if (password !== repeat) return { repeat: ACCOUNT.mismatch };
  return {};
}
