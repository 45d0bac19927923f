import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TooManySubmissionsError } from '../../../domain/leads/leads.errors.js';

/** 429 with Retry-After (seconds) and the shared error body, for the public lead forms. */
@Catch(TooManySubmissionsError)
export class TooManySubmissionsFilter implements ExceptionFilter {
  catch(error: TooManySubmissionsError, host: ArgumentsHost): void {
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(429)
      .header('Retry-After', String(error.retryAfterSeconds))
      .send({ statusCode: 429, error: 'Too Many Requests', message: error.message, code: error.code });
  }
}
