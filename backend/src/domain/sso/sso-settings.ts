import { createHash, randomBytes } from 'node:crypto';

/**
 * Deployment facts the sign-in needs: where the provider sends the browser back, whether this is production, and
 * the platform's own domains (of the app and of the mail sender), which no tenant may claim.
 */
export class SsoSettings {
  constructor(
    readonly redirectUri: string,
    readonly production: boolean,
    readonly platformDomains: readonly string[] = [],
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
 * The page a finished sign-in returns to: a normalised path of the app's pages only. Anything with a scheme, a host,
 * `//`, a backslash (also encoded), an encoded `/`, a dot segment, whitespace or a control character (also encoded)
 * could lead elsewhere or be read differently by another layer, and an API path is no page: all are refused.
 */
export function isOwnPath(returnTo: string): boolean {
  if (returnTo.length > 500 || !/^\/(?![/\\])/.test(returnTo) || /[\\\s\p{Cc}]/u.test(returnTo)) return false;
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(returnTo)) return false;
  const base = 'https://portiepunt.invalid';
  let url: URL;
  try {
    url = new URL(returnTo, base);
  } catch {
    return false;
  }
  // The parser resolves dot segments (also `%2e`): a path it rewrites was not normalised.
  if (url.origin !== base || `${url.pathname}${url.search}${url.hash}` !== returnTo) return false;
  return !/^\/(api|scim)(\/|$)/i.test(url.pathname);
}

/** The cookie that binds a sign-in to the browser that began it: a random value, of which the flow keeps a hash. */
export const SSO_BROWSER_COOKIE = 'portiepunt_sso';

export function newBrowserSecret(): string {
  return randomBytes(32).toString('base64url');
}
