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
import { runAsPlatform } from '../../src/infrastructure/platform/database/data-scope.js';
import { PlatformDatabase } from '../../src/infrastructure/platform/database/platform-database.js';
import { provisionLocalRoles, type DatabaseUrls } from '../../src/infrastructure/platform/database/database-roles.js';
import { countCost } from './cost-counter.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<NestFastifyApplication['getHttpServer']>;
  config: AppConfig;
  /** A superuser's URL of the app's database (fixtures and checks beside the app; a second instance). */
  databaseUrl: string;
  /** The app role's pool, which requests' statements use (`app.get(DataSource)` gives the platform role's): to watch or break it. */
  appDataSource: DataSource;
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
    // Migrated by the owner role, as the app does it, so that every copy's tables belong to that role.
    const { owner } = await provisionLocalRoles(databaseUrl(`${name}_building`), rolePassword());
    const source = new DataSource({ type: 'postgres', url: owner, migrations: MIGRATIONS });
    await source.initialize();
    await source.runMigrations();
    await source.destroy();
    await admin.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7243)');
  }
}

/** The local roles' password on the test server: the superuser's own (the server lives as long as the run). */
function rolePassword(): string {
  return decodeURIComponent(new URL(adminUrl()).password) || 'portiepunt';
}

/** The app, owner and platform URLs of a test database (a superuser's URL, as createTestDatabase gives). */
export function roleUrls(superuserDatabaseUrl: string): Promise<DatabaseUrls> {
  return provisionLocalRoles(superuserDatabaseUrl, rolePassword());
}

/** The database settings of the built app started as its own process: its three roles on a test database. */
export async function databaseEnv(superuserDatabaseUrl: string): Promise<Record<string, string>> {
  const roles = await roleUrls(superuserDatabaseUrl);
  return { DATABASE_URL: roles.app, DATABASE_OWNER_URL: roles.owner, DATABASE_PLATFORM_URL: roles.platform };
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
  const roles = await roleUrls(databaseUrl);
  const config: AppConfig = {
    nodeEnv: options.nodeEnv ?? 'test',
    port: 0,
    databaseUrl: roles.app,
    databaseOwnerUrl: roles.owner,
    databasePlatformUrl: roles.platform,
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
  return {
    app: onPlatformPath(app),
    http: app.getHttpServer(),
    config,
    databaseUrl,
    appDataSource: app.get(DataSource),
    close: () => app.close(),
  };
}

/**
 * What a test does to the app from outside a request (fixtures, a use case or job called directly, a look at the
 * tables) spans organisations: `app.get` hands out providers whose methods run on the platform path, and the
 * platform role's DataSource for DataSource. Requests are not affected: each runs in the scope of its caller.
 */
function onPlatformPath(app: NestFastifyApplication): NestFastifyApplication {
  const get = app.get.bind(app) as (token: unknown, options?: unknown) => unknown;
  const platformGet = (token: unknown, options?: unknown) => {
    if (token === DataSource) return (get(PlatformDatabase) as PlatformDatabase).dataSource;
    const instance = get(token, options);
    if (typeof instance !== 'object' || instance === null) return instance;
    return new Proxy(instance, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        // Own properties stay themselves: a test's jest.spyOn replaces a method there and must get its spy back.
        if (typeof value !== 'function' || property === 'constructor' || Object.hasOwn(target, property)) return value;
        return function (this: unknown, ...args: unknown[]) {
          return runAsPlatform('test process', () => (value as (...args: unknown[]) => unknown).apply(target, args));
        };
      },
    });
  };
  return new Proxy(app, { get: (target, property) => (property === 'get' ? platformGet : Reflect.get(target, property)) });
}

export async function login(http: TestApp['http'], email: string, password: string): Promise<string> {
  countCost('login');
  const response = await request(http).post('/api/auth/login').send({ email, password }).expect(200);
  return response.body.token as string;
}
