import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { metricsRegistry } from './metrics.js';
import { timeQueries } from './query-timing.js';
import { refreshScrapeGauges, type ScrapeSources } from './scrape-gauges.js';

export interface MetricsExposure {
  /** Serve /metrics on this port, apart from the app. */
  port?: number;
  /** Otherwise serve it on the app's port to `Authorization: Bearer <token>` only. */
  token?: string;
}

let processMetricsStarted = false;

/** Node's own metrics (event-loop lag, heap, GC...) and query timing, started once per process when metrics are served. */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
  timeQueries();
}

async function scrape(sources: ScrapeSources): Promise<string> {
  await refreshScrapeGauges(sources);
  return metricsRegistry.metrics();
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the app's port: with METRICS_TOKEN (and no METRICS_PORT) for that bearer token only (401 without
 * it); otherwise 404, as if there were nothing. Registered on Fastify itself, outside the /api prefix and Nest.
 */
export function registerMetricsRoute(fastify: FastifyInstance, exposure: MetricsExposure, sources: ScrapeSources): void {
  const token = exposure.port === undefined ? exposure.token : undefined;
  fastify.get('/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    }
    return reply.type(metricsRegistry.contentType).send(await scrape(sources));
  });
}

/** /metrics on a port of its own (METRICS_PORT), for a network that only Prometheus reaches. */
export function startMetricsServer(port: number, sources: ScrapeSources): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    scrape(sources).then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
