import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENDING_SIGN_IN_TTL_MS, SSO_BROWSER_COOKIE } from '../../../domain/sso/sso-settings.js';

/**
 * The cookie that binds a sign-in to the browser that began it (login CSRF): HttpOnly, SameSite=Lax (the provider's
 * redirect back is a top-level GET, which carries it), only to the API, and for as long as a pending sign-in lives.
 */
export function setBrowserCookie(reply: FastifyReply, secret: string, secure: boolean): void {
  const attributes = `Max-Age=${PENDING_SIGN_IN_TTL_MS / 1000}; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  void reply.header('Set-Cookie', `${SSO_BROWSER_COOKIE}=${secret}; ${attributes}`);
}

/** Once the code is exchanged the binding has done its work. */
export function clearBrowserCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header('Set-Cookie', `${SSO_BROWSER_COOKIE}=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export function browserCookie(request: FastifyRequest): string | undefined {
  return new RegExp(`(?:^|;\\s*)${SSO_BROWSER_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(String(request.headers.cookie ?? ''))?.[1];
}
