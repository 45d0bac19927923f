import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ScimProblem } from '../../../domain/provisioning/scim.errors.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { isDatabaseUnavailable } from '../../platform/http/database-unavailable.js';
import { SCIM_CONTENT_TYPE, scimError } from '../adapters/scimmy-protocol.js';

/** Every error under /scim/v2 answers in SCIM's error schema, also those raised before the handler (body, pipes). */
@Catch()
export class ScimErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ScimErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let answer;
    if (exception instanceof ScimProblem) {
      // Raised before the protocol runs: the per-token throttle.
      answer = scimError(exception.status, exception.scimType, exception.message);
      if (exception.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    } else if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const detail = typeof response === 'object' && response && 'errors' in response ? JSON.stringify(response.errors) : exception.message;
      answer = scimError(exception.getStatus(), exception.getStatus() === 400 ? 'invalidSyntax' : undefined, detail);
    } else if (exception instanceof InvalidInputError) {
      // The shared validation pipe's refusals, such as a body key named like Object.prototype's members.
      answer = scimError(400, 'invalidSyntax', JSON.stringify(exception.errors));
    } else if (isDatabaseUnavailable(exception)) {
      answer = scimError(503, undefined, 'The service is temporarily unavailable');
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      answer = scimError(500, undefined, 'Internal error');
    }
    void reply.status(answer.status).type(SCIM_CONTENT_TYPE).send(answer.body);
  }
}
