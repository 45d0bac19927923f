import { createHash, randomBytes } from 'node:crypto';

/** Deployment facts the sign-in needs: where the provider sends the browser back, and whether this is production. */
export class SsoSettings {
  constructor(
    readonly redirectUri: string,
    readonly production: boolean,
  ) {}
}

/** A sign-in begun here must come back within this time. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;
/** The one-time code that carries a finished sign-in to the page is good once, for this long. */
export const EXCHANGE_CODE_TTL_MS = 60_000;

export function newOneTimeCode(): string {
  return randomBytes(32).toString('base64url');
}

/** State values and one-time codes are random and long: a plain SHA-256 is enough to store them. */
export function hashOneTimeValue(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The page a finished sign-in returns to: a path of this app only. Anything with a scheme, a host, `//` or a
 * backslash could lead elsewhere and is refused (no open redirect).
 */
export function isOwnPath(returnTo: string): boolean {
  if (!/^\/(?![/\\])/.test(returnTo) || /[\\\s]/.test(returnTo) || returnTo.length > 500) return false;
  const base = 'https://portiepunt.invalid';
  try {
    return new URL(returnTo, base).origin === base;
  } catch {
    return false;
  }
}
