import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import webpush from 'web-push';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Clock } from '../../src/domain/shared/clock.js';
import type { AppConfig } from '../../src/infrastructure/platform/config/config.js';
import { createApp } from '../../src/create-app.js';
import { MIGRATIONS } from '../../src/infrastructure/platform/database/migrations/index.js';
import { countCost } from './cost-counter.js';

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

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template's name follows the migrations, so that a server kept between runs (DATABASE_URL) never serves a stale one. */
function templateName(): string {
  const names = MIGRATIONS.map((migration) => migration.name).join(',');
  return `test_template_${createHash('sha256').update(names).digest('hex').slice(0, 16)}`;
}

/**
 * Migrates the template once per server: the first test file to need it builds it under an advisory lock (so that
 * parallel workers wait for it), and closes its connection, because PostgreSQL copies only a template nobody is on.
 */
async function ensureTemplate(admin: pg.Client): Promise<string> {
  const name = templateName();
  await admin.query('SELECT pg_advisory_lock(7243)');
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    countCost('template migrated');
    await admin.query(`CREATE DATABASE ${name}_building`);
    const source = new DataSource({ type: 'postgres', url: databaseUrl(`${name}_building`), migrations: MIGRATIONS });
    await source.initialize();
    await source.runMigrations();
    await source.destroy();
    await admin.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7243)');
  }
}

/** Creates a database on the test server as a copy of the migrated template and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await ensureTemplate(admin)}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

/**
 * Boots the real application on a fresh copy of the migrated template (its migration run then finds nothing to do), or on `databaseUrl`
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
    /** Where the app's log lines go (a test reading the log); the level is config.logLevel. */
    logDestination?: DestinationStream;
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
    ssoEncryptionKey: randomBytes(32).toString('base64url'),
    // Never the real Mollie: payment tests start a fake (support/fake-mollie.ts) and point this at it.
    mollieApiUrl: 'https://mollie.invalid/v2/',
    logLevel: process.env.TEST_LOG ? 'error' : 'silent',
    shutdownGraceSeconds: 10,
    shutdownDelaySeconds: 0,
    // Off: under-pressure counts a sample interval without measurements (any stall of a second or more, such as a
    // second app booting in this process) as an infinite delay, whatever the limit. The overload test turns it on.
    overloadEventLoopDelayMs: 0,
    requestTimeoutMs: 60_000,
    ...options.config,
  };
  countCost('app started');
  const app = await createApp(config, {
    clock: options.clock,
    serveFrontend: options.serveFrontend,
    logDestination: options.logDestination,
  });
  return { app, http: app.getHttpServer(), config, databaseUrl, close: () => app.close() };
}

export async function login(http: TestApp['http'], email: string, password: string): Promise<string> {
  countCost('login');
  const response = await request(http).post('/api/auth/login').send({ email, password }).expect(200);
  return response.body.token as string;
}
