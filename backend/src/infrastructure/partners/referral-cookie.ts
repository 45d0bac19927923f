import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFERRAL_CODE_PATTERN } from '../../domain/partners/partner.js';
import type { PartnerRepository } from '../../domain/partners/partner.repository.js';

/** The first-party cookie that keeps a partner's referral code for 90 days (functional, listed on /cookies). */
export const REFERRAL_COOKIE = 'pp_ref';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The referral code in the request's pp_ref cookie, if any. */
export function referralCookie(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]+)`).exec(String(request.headers.cookie ?? ''));
  return match && REFERRAL_CODE_PATTERN.test(match[1]) ? match[1] : undefined;
}

/**
 * A visitor who opens any page with `?ref=<code>` of an active partner gets the code in pp_ref, also without
 * JavaScript; an unknown or inactive code is ignored. A hook, because the prerendered pages are served as static files.
 */
export function registerReferralCookie(fastify: FastifyInstance, partners: () => PartnerRepository, options: { secure: boolean }): void {
  // Production is served over HTTPS only (HSTS), so the cookie never needs to travel in the clear.
  const attributes = `Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api')) return;
    const query = request.url.split('?')[1];
    if (!query) return;
    const code = new URLSearchParams(query.split('#')[0]).get('ref')?.trim().toLowerCase();
    if (!code || code.length > 60 || !REFERRAL_CODE_PATTERN.test(code)) return;
    if (!(await partners().findActiveByReferralCode(code))) return;
    reply.header('Set-Cookie', `${REFERRAL_COOKIE}=${code}; ${attributes}`);
  });
}
