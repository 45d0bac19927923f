import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import multipart from '@fastify/multipart';
import underPressure from '@fastify/under-pressure';
import { NestFactory } from '@nestjs/core';
import { LogController, type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { RequestMethod } from '@nestjs/common';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { PHOTO_MAX_BYTES } from './domain/photos/photo.js';
import { FRONTEND_DIST, type AppConfig } from './infrastructure/platform/config/config.js';
import { PlatformDatabase } from './infrastructure/platform/database/platform-database.js';
import { HttpErrorFilter } from './infrastructure/platform/http/http-error.filter.js';
import { SpaPages } from './infrastructure/platform/http/spa-pages.js';
import { registerFirstVisitRedirect } from './infrastructure/platform/http/public-languages.js';
import { buildOpenApiDocument } from './infrastructure/platform/http/openapi.js';
import { createValidationPipe } from './infrastructure/platform/http/validation.js';
import { jsonBodyParser, registerInputGuard } from './infrastructure/platform/http/input-guard.js';
import { registerSecurityHeaders } from './infrastructure/platform/http/security-headers.js';
import { registerReferralCookie } from './infrastructure/partners/referral-cookie.js';
import { PartnerRepository } from './domain/partners/partner.repository.js';
import { MailHealthProbe } from './infrastructure/platform/health/mail-health.port.js';
import { Readiness } from './infrastructure/platform/health/readiness.js';
import { LiveStreamHub } from './infrastructure/platform/realtime/live-stream-hub.js';
import { OutboxWorker } from './infrastructure/platform/outbox/outbox-worker.js';
import { LogContext } from './infrastructure/platform/observability/log-context.js';
import { createRootLogger, requestIdGenerator } from './infrastructure/platform/observability/logger.js';
import { registerMetricsRoute, startMetricsServer, startProcessMetrics } from './infrastructure/platform/observability/metrics-endpoint.js';
import { QuietStartupLogger } from './infrastructure/platform/observability/quiet-startup-logger.js';
import { registerRequestObservation } from './infrastructure/platform/observability/request-observation.js';
import type { ScrapeSources } from './infrastructure/platform/observability/scrape-gauges.js';

/** Served without the /api prefix: SCIM lives at /scim/v2, where directories expect it. */
export const UNPREFIXED_PATHS = ['scim/v2'];
export const BODY_LIMIT_BYTES = 100 * 1024;
/** A user import of 1,000 rows with the longest names and emails the rules allow fits. */
export const CSV_BODY_LIMIT_BYTES = 512 * 1024;
/** The request line and headers must have arrived within this long. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** What an overloaded instance asks clients to wait before trying again, in seconds. */
export const OVERLOAD_RETRY_AFTER_S = 5;
/** Probes and scrapes that overload must not turn away: they are how operators see it. */
const ALWAYS_ANSWERED = /^\/(api\/health(\/|\?|$)|metrics(\?|$))/;

export interface CreateAppOptions extends AppModuleOptions {
  /** Serve frontend/dist at / with the single-page-app fallback. */
  serveFrontend?: boolean;
  /** Settles once frontend/dist is built (`npm start` builds it while the app boots); its files are looked up then. */
  frontendBuilt?: Promise<unknown>;
  /** Where log lines go instead of standard output (tests read the log from it). */
  logDestination?: DestinationStream;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5.12 ignores a bare hop count (it cannot tell a proxy from a direct
 * client), so a count becomes "the nearest n hops are proxies", as Express reads it: the app must then be reachable only
 * through those proxies. A list of addresses and ranges needs no such promise.
 */
function trustedProxies(trustProxy: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/** Builds the configured application without listening, so that main.ts and the tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const rootLogger = createRootLogger({
    level: config.logLevel,
    pretty: config.nodeEnv === 'development',
    destination: options.logDestination,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { ...options, rootLogger }),
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      // A body trickled in byte by byte would otherwise hold its connection for ever (Fastify's default is no limit).
      requestTimeout: config.requestTimeoutMs,
      trustProxy: trustedProxies(config.trustProxy),
      loggerInstance: rootLogger,
      // One line per request, written by registerRequestObservation once the answer is out.
      logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
      genReqId: requestIdGenerator(config.trustProxy !== false),
    }),
    { bufferLogs: true },
  );
  app.useLogger(new QuietStartupLogger(app.get(PinoNestLogger)));
  const fastify = app.getHttpAdapter().getInstance();
  // Node checks these every connectionsCheckingInterval (30 s by default); the head has its own, shorter limit.
  fastify.server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs);
  const metricsServed = config.metricsPort !== undefined || config.metricsToken !== undefined;
  if (metricsServed) startProcessMetrics();
  registerRequestObservation(fastify, app.get(LogContext), metricsServed);
  // While draining, every answer closes its connection: clients leave before the listener closes, instead of
  // sending their next request on a keep-alive connection that the shutdown is about to close.
  const readiness = app.get(Readiness, { strict: false });
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (readiness.isDraining) void reply.header('connection', 'close');
    done();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.overloadEventLoopDelayMs,
    pressureHandler: (request, reply) => {
      if (ALWAYS_ANSWERED.test(request.url)) return;
      void reply.status(503).header('Retry-After', String(OVERLOAD_RETRY_AFTER_S));
      return { statusCode: 503, error: 'Service Unavailable', message: 'The server is overloaded; try again shortly' } as never;
    },
  });
  // Only the photo upload reads multipart; its one file may be larger than the JSON body limit.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  app.setGlobalPrefix('api', { exclude: UNPREFIXED_PATHS.map((path) => ({ path: `${path}/*path`, method: RequestMethod.ALL })) });
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, jsonBodyParser(fastify));
  registerInputGuard(fastify);
  registerReferralCookie(app.getHttpAdapter().getInstance(), () => app.get(PartnerRepository), { secure: config.nodeEnv === 'production' });
  // CSV uploads (the user import) arrive as text, with a larger limit than JSON bodies.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.useGlobalPipes(createValidationPipe());
  await options.frontendBuilt;
  const serveFrontend = options.serveFrontend === true && existsSync(join(FRONTEND_DIST, 'index.html'));
  const spaPages = serveFrontend ? new SpaPages(FRONTEND_DIST) : null;
  await registerSecurityHeaders(app, {
    production: config.nodeEnv === 'production',
    inlineScriptHashes: spaPages?.inlineScriptHashes() ?? [],
  });
  app.useGlobalFilters(new HttpErrorFilter(spaPages));
  if (config.corsOrigins.length > 0) {
    app.enableCors({ origin: config.corsOrigins, credentials: true, exposedHeaders: ['Content-Range', 'Retry-After'] });
  }
  // Files found at start-up only (no wildcard route), so unknown paths reach the SPA fallback; .br/.gz copies when accepted.
  if (serveFrontend) registerFirstVisitRedirect(fastify, { secure: config.nodeEnv === 'production' });
  if (serveFrontend)
    app.useStaticAssets({ root: FRONTEND_DIST, prefix: '/', wildcard: false, preCompressed: true, setHeaders: cacheHashedAssets });
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  const scrapeSources: ScrapeSources = {
    dataSource: () => app.get(DataSource),
    platformDataSource: () => app.get(PlatformDatabase).dataSource,
    openStreams: () => app.get(LiveStreamHub, { strict: false }).openStreams,
    readiness: () => app.get(Readiness, { strict: false }).state(),
    outboxChannels: () => app.get(OutboxWorker, { strict: false }).channelTables(),
    mail: () => app.get(MailHealthProbe, { strict: false }).execute(config.smtpUrl !== undefined),
  };
  registerMetricsRoute(fastify, { port: config.metricsPort, token: config.metricsToken }, scrapeSources);
  if (config.metricsPort !== undefined) {
    const metricsServer = await startMetricsServer(config.metricsPort, scrapeSources);
    fastify.addHook('onClose', (_instance, done) => void metricsServer.close(() => done()));
  }
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * Vite names what it emits under assets/ by its content's hash: a browser keeps it for a year without asking again.
 * @fastify/static hands over its Fastify reply here, whatever Nest's type for it says.
 */
function cacheHashedAssets(reply: object, path: string): void {
  if (path.startsWith(join(FRONTEND_DIST, 'assets') + sep))
    (reply as FastifyReply).header('Cache-Control', 'public, max-age=31536000, immutable');
}
