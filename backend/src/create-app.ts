import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { LogLevel } from '@nestjs/common';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { PHOTO_MAX_BYTES } from './contexts/photos/domain/photo.js';
import { FRONTEND_DIST, type AppConfig } from './platform/config/config.js';
import { HttpErrorFilter } from './platform/http/http-error.filter.js';
import { SpaPages } from './platform/http/spa-pages.js';
import { buildOpenApiDocument } from './platform/http/openapi.js';
import { createValidationPipe } from './platform/http/validation.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerReferralCookie } from './contexts/partners/http/referral-cookie.js';
import { PartnerRepository } from './contexts/partners/domain/partner.repository.js';

export const BODY_LIMIT_BYTES = 100 * 1024;
/** A user import of 1,000 rows with the longest names and emails the rules allow fits. */
export const CSV_BODY_LIMIT_BYTES = 512 * 1024;

export interface CreateAppOptions extends AppModuleOptions {
  /** Serve frontend/dist at / with the single-page-app fallback. */
  serveFrontend?: boolean;
  logger?: LogLevel[] | false;
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
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options),
    new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: trustedProxies(config.trustProxy) }),
    { logger: options.logger ?? ['log', 'warn', 'error'] },
  );
  // Only the photo upload reads multipart; its one file may be larger than the JSON body limit.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  app.setGlobalPrefix('api');
  registerInputGuard(app.getHttpAdapter().getInstance());
  registerReferralCookie(app.getHttpAdapter().getInstance(), () => app.get(PartnerRepository), { secure: config.nodeEnv === 'production' });
  // CSV uploads (the user import) arrive as text, with a larger limit than JSON bodies.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.useGlobalPipes(createValidationPipe());
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
  if (serveFrontend) app.useStaticAssets({ root: FRONTEND_DIST, prefix: '/', wildcard: false, preCompressed: true });
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
