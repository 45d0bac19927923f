import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { isLanguage, type Language } from '../../../domain/shared/language.js';

/**
 * The public forms also work before the app has loaded, as plain HTML forms: the browser posts them
 * as application/x-www-form-urlencoded and expects to be sent to a page, not JSON.
 */
export const THANK_YOU_PAGES: Record<Language, string> = { nl: '/bedankt', fr: '/fr/merci', en: '/en/thank-you' };

/** The thank-you page in the language the form was filled in (its `language` field; Dutch when absent). */
export function thankYouPage(language: string | undefined): string {
  return isLanguage(language) ? THANK_YOU_PAGES[language] : THANK_YOU_PAGES.nl;
}

/** The pages that carry a public form, in every language, with the id of the form on that page. */
export const FORM_PAGES: Record<string, string> = {
  '/': 'demo-form',
  '/contact': 'contact-form',
  '/partners': 'partner-form',
  '/fr': 'demo-form',
  '/fr/contact': 'contact-form',
  '/fr/partenaires': 'partner-form',
  '/en': 'demo-form',
  '/en/contact': 'contact-form',
  '/en/partners': 'partner-form',
};

/** The query parameter that names the fields a plain form post got wrong; the page shows them (see SpaPages). */
export const FORM_ERRORS_PARAM = 'fout';

/** The endpoints that take plain form posts, with the page to send a failed post back to when its Referer is no form page. */
const FORM_ENDPOINTS: Record<string, string> = { '/api/contact': '/contact', '/api/partners/applications': '/partners' };

/**
 * Where a failed plain form post to one of the form endpoints goes (303), so that a visitor without JavaScript sees
 * what to correct: back to its form page, naming the failed fields in `?fout=` (letters only; none or others become
 * "algemeen"). Null for any other request, which gets the usual error body.
 */
export function formErrorLocation(request: FastifyRequest, fields: string[]): string | null {
  const fallback = FORM_ENDPOINTS[request.routeOptions.url ?? ''];
  if (!fallback || !isFormPost(request)) return null;
  const page = formPage(request, fallback);
  const named = fields.filter((field) => /^[a-zA-Z]{1,40}$/.test(field));
  return `${page === '/fr' || page === '/en' ? `${page}/` : page}?${FORM_ERRORS_PARAM}=${(named.length > 0 ? named : ['algemeen']).join(',')}#${FORM_PAGES[page]}`;
}

export function isFormPost(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** A checked HTML checkbox posts its default value "on"; the API's boolean consent field reads it as true. */
@Injectable()
export class FormPostInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const body = request.body as Record<string, unknown> | undefined;
    if (isFormPost(request) && body && body.privacyAccepted === 'on') body.privacyAccepted = true;
    return next.handle();
  }
}

/** The page a plain form was posted from (by its Referer), or `fallback` when that is not a form page. */
function formPage(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const path = new URL(referer).pathname.replace(/\/+$/, '') || '/';
    return path in FORM_PAGES ? path : fallback;
  } catch {
    return fallback;
  }
}
