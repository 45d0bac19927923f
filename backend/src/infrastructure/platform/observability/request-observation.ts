import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogContext } from './log-context.js';
import { scrubText } from './log-scrubbing.js';
import { httpRequestDuration } from './metrics.js';

/** Routes that load balancers and Prometheus call every few seconds: logged at debug level, not info. */
const ROUTINE = /^\/(api\/health(\/|$|\?)|metrics(\?|$))/;

/**
 * Per request: the id goes back as X-Request-Id, the handler (guards, pipes, use cases, whatever they start) runs
 * under it, and one line is logged when the answer is out. With `countRequests`, the answer is also counted by
 * route template (never the raw path), method and status.
 */
export function registerRequestObservation(fastify: FastifyInstance, logContext: LogContext, countRequests: boolean): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => logContext.run(request.id, () => done()));
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = routeTemplate(request);
    const status = reply.statusCode;
    const fields = { method: request.method, url: scrubText(request.url), route, status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (ROUTINE.test(request.url)) request.log.debug(fields, 'request');
    else if (status >= 500) request.log.error(fields, 'request');
    else request.log.info(fields, 'request');
    if (countRequests) httpRequestDuration.observe({ route, method: request.method, status }, reply.elapsedTime / 1000);
    done();
  });
}

/** The route as registered (`/api/protected/portions/:id`); `unmatched` for anything that found no route. */
export function routeTemplate(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
