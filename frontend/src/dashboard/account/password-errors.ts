import { i18n } from '../../i18n';

export const MIN_PASSWORD_LENGTH = 8;

/** Client-side checks before a new password is sent: length and the repeat. */
export function newPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  if (password.length < MIN_PASSWORD_LENGTH) return { password: i18n.t('dashboard:account.tooShort') };
  if (password !== repeat) return { repeat: i18n.t('dashboard:account.mismatch') };
  return {};
}
