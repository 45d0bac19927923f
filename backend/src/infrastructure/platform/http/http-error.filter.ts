import { Catch, HttpException, HttpStatus, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthenticatedError,
  type FieldError,
} from '../../../domain/shared/domain-error.js';
import type { DomainErrorCode } from '../../../domain/shared/error-codes.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { formErrorLocation } from './form-post.js';
import type { SpaPages } from './spa-pages.js';

/** The one table from domain error kind to HTTP status. */
const DOMAIN_STATUS: [new (...args: never[]) => DomainError, HttpStatus][] = [
  [InvalidInputError, HttpStatus.BAD_REQUEST],
  [UnauthenticatedError, HttpStatus.UNAUTHORIZED],
  [ForbiddenError, HttpStatus.FORBIDDEN],
  [NotFoundError, HttpStatus.NOT_FOUND],
  [ConflictError, HttpStatus.CONFLICT],
  [RateLimitedError, HttpStatus.TOO_MANY_REQUESTS],
  [ServiceUnavailableError, HttpStatus.SERVICE_UNAVAILABLE],
];

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: FieldError[];
  code?: DomainErrorCode;
  details?: string[];
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one error body of the API. */
export function errorBody(statusCode: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', message, ...extra };
}

/**
 * Turns every error into a JSON answer without stack traces or SQL (or, for a plain HTML form post, a 303 back to
 * its form), and answers unknown non-API GET (and HEAD) paths with the single-page app so that client-side routes work.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly spaPages: SpaPages | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (
      exception instanceof NotFoundException &&
      this.spaPages &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api')
    ) {
      const page = this.spaPages.resolve(request.url, String(request.headers['accept-encoding'] ?? ''));
      reply
        .status(page.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      if (page.encoding) reply.header('Content-Encoding', page.encoding);
      void reply.send(page.body);
      return;
    }
    const answer = this.toBody(exception, request);
    const formLocation = formErrorLocation(
      request,
      answer.statusCode === HttpStatus.TOO_MANY_REQUESTS ? ['limiet'] : [...new Set((answer.errors ?? []).map(({ field }) => field))],
    );
    if (formLocation) {
      void reply.status(303).header('Location', formLocation).send();
      return;
    }
    if (exception instanceof RateLimitedError) reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.status(answer.statusCode).send(answer);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof DomainError) {
      const status = DOMAIN_STATUS.find(([kind]) => exception instanceof kind)?.[1] ?? HttpStatus.BAD_REQUEST;
      const fields = exception instanceof InvalidInputError ? { errors: exception.errors } : {};
      const details = exception.details ? { details: exception.details } : {};
      return errorBody(status, exception.message, { code: exception.code, ...fields, ...details });
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return errorBody(status, response);
      const { message } = response as { message?: string | string[] };
      return errorBody(status, Array.isArray(message) ? message.join('; ') : (message ?? exception.message));
    }
    // Errors raised by Fastify itself (for example an unsupported content type) carry their own 4xx status.
    const statusCode = (exception as { statusCode?: number }).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return errorBody(statusCode, (exception as Error).message);
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`${request.method} ${request.url}: database unavailable (${(exception as Error).message})`);
      return errorBody(503, 'Service temporarily unavailable; try again shortly');
    }
    this.logger.error(`${request.method} ${request.url} failed`, exception instanceof Error ? exception.stack : String(exception));
    return errorBody(500, 'Internal server error');
  }
}
