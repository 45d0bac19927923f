import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.js';

/** The public site's home page per language: Dutch at the root, French and English under their prefix. */
export const HOME_PAGES: Record<Language, string> = { nl: '/', fr: '/fr/', en: '/en/' };

/** The cookie that holds the visitor's choice of language (set by the site's language switch, or by the redirect below). */
export const LANGUAGE_COOKIE = 'taal';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Search engines and link previews: they always get the Dutch pages, so every language is indexed at its own address. */
const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|lighthouse/i;

/** The language a page path belongs to: its `/fr/` or `/en/` prefix, else Dutch. */
export function languageOfPath(path: string): Language {
  const prefix = /^\/(fr|en)(\/|$)/.exec(path)?.[1];
  return isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

/** The visitor's most preferred language by Accept-Language (`fr-BE, en;q=0.8` → fr); Dutch when that is none of ours. */
export function preferredLanguage(acceptLanguage: string): Language {
  let best: { language: string; quality: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().split(';');
    const quality = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
    if (!tag || !Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: tag.trim().toLowerCase().split('-')[0], quality };
  }
  return isLanguage(best?.language) ? best.language : DEFAULT_LANGUAGE;
}

function chosenLanguage(request: FastifyRequest): string | undefined {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(String(request.headers.cookie ?? ''))?.[1];
}

/**
 * A first visit to `/` follows Accept-Language once: French → /fr/, English → /en/, anything else stays on the Dutch
 * home. The redirect remembers the language in a cookie, as the language switch does, so it never happens again; a
 * visitor who has chosen (any cookie value) and crawlers are never redirected.
 */
export function registerFirstVisitRedirect(fastify: FastifyInstance, options: { secure: boolean }): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const path = request.url.split(/[?#]/)[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || (path !== '/' && path !== '/index.html')) return done();
    void reply.header('Vary', 'Accept-Language, Cookie');
    if (chosenLanguage(request) !== undefined || CRAWLER.test(String(request.headers['user-agent'] ?? ''))) return done();
    const language = preferredLanguage(String(request.headers['accept-language'] ?? ''));
    if (language === DEFAULT_LANGUAGE) return done();
    const cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
    void reply.status(302).header('Location', HOME_PAGES[language]).header('Set-Cookie', cookie).header('Cache-Control', 'no-store').send();
  });
}
