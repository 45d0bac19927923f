import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import webpush from 'web-push';
import request from 'supertest';
import type { Clock } from '../../src/platform/domain/clock.js';
import type { AppConfig } from '../../src/platform/config/config.js';
import { createApp } from '../../src/create-app.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<NestFastifyApplication['getHttpServer']>;
  config: AppConfig;
  databaseUrl: string;
  close(): Promise<void>;
}

/** One key pair for every app of a test file, so that a second instance signs pushes like the first. */
export const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the tests through jest (global setup)');
  return url;
}

/** Creates an empty database on the test server and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Boots the real application (migrations included) on a fresh database, or on `databaseUrl`
 * to run a second instance beside the first. JWT secrets are shared through `jwtSecret`; `config` overrides settings
 * (for example `smtpUrl` of a TestSmtpServer).
 */
export async function createTestApp(
  options: {
    databaseUrl?: string;
    jwtSecret?: string;
    clock?: Clock;
    serveFrontend?: boolean;
    trustProxy?: AppConfig['trustProxy'];
    nodeEnv?: string;
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const config: AppConfig = {
    nodeEnv: options.nodeEnv ?? 'test',
    port: 0,
    databaseUrl,
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex'),
    jwtTtlSeconds: 3600,
    corsOrigins: ['http://localhost:5173'],
    vapid: { ...TEST_VAPID_KEYS, subject: 'mailto:test@portiepunt.nl' },
    leadRetentionDays: 365,
    trustProxy: options.trustProxy ?? false,
    mailFrom: 'Portiepunt <noreply@portiepunt.nl>',
    appUrl: 'http://portiepunt.test',
    mailDir: join(mkdtempSync(join(tmpdir(), 'portiepunt-mail-')), 'mail'),
    // The outbox only runs when a test calls OutboxWorker.runDue(), so that tests see each step.
    outboxPollMs: 0,
    notificationJobsMs: 0,
    ...options.config,
  };
  const app = await createApp(config, {
    logger: process.env.TEST_LOG ? ['error'] : false,
    clock: options.clock,
    serveFrontend: options.serveFrontend,
  });
  return { app, http: app.getHttpServer(), config, databaseUrl, close: () => app.close() };
}

export async function login(http: TestApp['http'], email: string, password: string): Promise<string> {
  const response = await request(http).post('/api/auth/login').send({ email, password }).expect(200);
  return response.body.token as string;
}
