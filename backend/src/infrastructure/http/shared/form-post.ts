import { Catch, HttpException, Injectable, type ArgumentsHost, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { InvalidInputError, RateLimitedError } from '../../../domain/shared/domain-error.js';
import { HttpErrorFilter } from './http-error.filter.js';

/**
 * The public forms also work before the app has loaded, as plain HTML forms: the browser posts them
 * as application/x-www-form-urlencoded and expects to be sent to a page, not JSON.
 */
export const THANK_YOU_PAGE = '/bedankt';

/** The pages that carry a public form, with the id of the form on that page. */
export const FORM_PAGES: Record<string, string> = { '/': 'demo-form', '/contact': 'contact-form', '/partners': 'partner-form' };

/** The query parameter that names the fields a plain form post got wrong; the page shows them (see SpaPages). */
export const FORM_ERRORS_PARAM = 'fout';

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
export function formPage(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const path = new URL(referer).pathname.replace(/\/+$/, '') || '/';
    return path in FORM_PAGES ? path : fallback;
  } catch {
    return fallback;
  }
}

/** The fields a failed submission names, or one general key ("limiet" for too many, "algemeen" for anything else). */
function failedFields(exception: unknown): string[] {
  if (exception instanceof RateLimitedError) return ['limiet'];
  let fields: string[] = [];
  if (exception instanceof InvalidInputError) fields = Object.keys(exception.fields);
  else if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'object' && response && 'errors' in response) fields = Object.keys((response as { errors: object }).errors);
  }
  fields = fields.filter((field) => /^[a-zA-Z]{1,40}$/.test(field));
  return fields.length > 0 ? fields : ['algemeen'];
}

/**
 * Errors of a plain form post answer 303 back to the form's page, naming the failed fields in `?fout=`,
 * so that a visitor without JavaScript sees what to correct. JSON requests get the usual error body.
 */
@Catch()
export class FormPostErrorFilter extends HttpErrorFilter {
  constructor(private readonly fallbackPage: string) {
    super(null);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (!isFormPost(request)) return super.catch(exception, host);
    const page = formPage(request, this.fallbackPage);
    const location = `${page}?${FORM_ERRORS_PARAM}=${failedFields(exception).join(',')}#${FORM_PAGES[page]}`;
    void host.switchToHttp().getResponse<FastifyReply>().status(303).header('Location', location).send();
  }
}
