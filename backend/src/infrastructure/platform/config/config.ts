import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import webpush from 'web-push';

/** Repository root: this file sits in backend/src/infrastructure/platform/config or backend/dist/infrastructure/platform/config. */
/** Leads are kept a year unless LEAD_RETENTION_DAYS says otherwise. */
const DEFAULT_LEAD_RETENTION_DAYS = 365;

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
export const DATA_DIR = join(REPO_ROOT, '.data');
export const FRONTEND_DIST = join(REPO_ROOT, 'frontend', 'dist');

export interface AppConfig {
  nodeEnv: string;
  port: number;
  /** The app role (no table ownership, no BYPASSRLS). Absent in development: the app then starts an embedded PostgreSQL. */
  databaseUrl?: string;
  /** The tables' owner, which runs the migrations; required with databaseUrl. */
  databaseOwnerUrl?: string;
  /** The platform role, for work that spans organisations (BYPASSRLS); required with databaseUrl. */
  databasePlatformUrl?: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  /** Demo requests and partner applications that never became a customer are erased after this many days. */
  leadRetentionDays: number;
  /**
   * Which X-Forwarded-For entries to believe (Fastify's trustProxy): false for none, a number of proxy hops, or the
   * proxies' addresses and ranges. Never true, which would believe the client's own leftmost entry.
   */
  trustProxy: false | number | string[];
  /** nodemailer URL; absent in development, when mails are held as .eml files instead of sent. */
  smtpUrl?: string;
  mailFrom: string;
  /** Public base URL of the site, used in every link that a mail carries; no trailing slash. */
  appUrl: string;
  /** Where lead alerts go; absent: to every active superadmin. */
  salesEmail?: string;
  /** Where held mails are written as .eml files. */
  mailDir: string;
  /** How often the outbox worker looks for due rows; 0 runs it only when called (tests). */
  outboxPollMs: number;
  /** Web-push keys: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or generated once into .data/ in development. */
  vapid: VapidKeys;
  /** Notification jobs (instant, digest, reminders) run this often; 0 runs them only when called (tests). */
  notificationJobsMs: number;
  /** An extra CA (PEM) trusted for push services: tests run a local TLS stub. */
  pushTrustedCa?: string;
  /** Calls one API key may make per minute, across instances; default API_KEY_CALLS_PER_MINUTE_DEFAULT. */
  apiKeyCallsPerMinute?: number;
  /** DNS_SERVER: the resolver (host or host:port) for domain verification; absent: the system's resolvers. */
  dnsServer?: string;
  /** Encrypts the organisations' OpenID Connect client secrets and Mollie API keys in the database. */
  ssoEncryptionKey: string;
  /** Mollie's API base (MOLLIE_API_URL), Mollie's own by default; tests point it at their fake Mollie. */
  mollieApiUrl: string;
  /** NODE_EXTRA_CA_CERTS: outside production Mollie's client trusts these CAs too (payments/adapters/trust-extra-ca.ts). */
  extraCaCertsFile?: string;
  /** pino level of the log: trace, debug, info, warn, error, fatal or silent. */
  logLevel: LogLevel;
  /** /metrics on its own port; absent: on the app's port behind metricsToken, or nowhere. */
  metricsPort?: number;
  /** Bearer token for /metrics on the app's port. */
  metricsToken?: string;
  /** On SIGTERM, requests in flight get this long to finish before the process exits. */
  shutdownGraceSeconds: number;
  /** On SIGTERM, the instance reports not ready but keeps serving this long before it stops accepting connections. */
  shutdownDelaySeconds: number;
  /** Beyond this event-loop delay the app answers 503 with Retry-After (health and metrics excepted). */
  overloadEventLoopDelayMs: number;
  /** A request (head and body) must have arrived within this long, or it answers 408 and its connection closes. */
  requestTimeoutMs: number;
}

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The application server's key pair for web push (VAPID), both base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Contact the push services may use: a mailto: or https: URL. */
  subject: string;
}

/** Settings that a production start cannot do without, checked before anything connects. */
const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'APP_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'SSO_ENCRYPTION_KEY',
];
export const DEFAULT_MAIL_FROM = 'Portiepunt <noreply@portiepunt.nl>';
export const API_KEY_CALLS_PER_MINUTE_DEFAULT = 120;

export class ConfigError extends Error {}

/** The three roles' URLs once the database is known (README "Row-level security"). */
export function databaseUrlsOf(config: AppConfig): { app: string; owner: string; platform: string } | undefined {
  if (!config.databaseUrl) return undefined;
  return {
    app: config.databaseUrl,
    owner: config.databaseOwnerUrl ?? config.databaseUrl,
    platform: config.databasePlatformUrl ?? config.databaseUrl,
  };
}

/** Reads the settings listed in the README from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const missing = production ? REQUIRED_IN_PRODUCTION.filter((name) => !env[name]) : [];
  if (missing.length > 0) throw new ConfigError(`NODE_ENV=production needs these settings, which are not set: ${missing.join(', ')}`);
  const port = parsePort(env.PORT ?? '3000');
  const missingRoles = env.DATABASE_URL ? ['DATABASE_OWNER_URL', 'DATABASE_PLATFORM_URL'].filter((name) => !env[name]) : [];
  if (missingRoles.length > 0)
    throw new ConfigError(`DATABASE_URL needs these settings too, which are not set: ${missingRoles.join(', ')}`);
  return {
    nodeEnv,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    databasePlatformUrl: env.DATABASE_PLATFORM_URL || undefined,
    jwtSecret: env.JWT_SECRET || localSecrets().jwtSecret,
    jwtTtlSeconds: parseDuration(env.JWT_TTL ?? '12h'),
    corsOrigins: (env.CORS_ORIGINS ?? (production ? '' : 'http://localhost:5173'))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    appUrl: parseAppUrl(env.APP_URL || `http://localhost:${port}`),
    salesEmail: env.SALES_EMAIL || undefined,
    mailDir: join(DATA_DIR, 'mail'),
    outboxPollMs: 2000,
    apiKeyCallsPerMinute: parsePositiveInteger(
      'API_KEY_CALLS_PER_MINUTE',
      env.API_KEY_CALLS_PER_MINUTE ?? String(API_KEY_CALLS_PER_MINUTE_DEFAULT),
    ),
    leadRetentionDays: parsePositiveInteger('LEAD_RETENTION_DAYS', env.LEAD_RETENTION_DAYS ?? String(DEFAULT_LEAD_RETENTION_DAYS)),
    vapid: {
      ...(env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY ? vapidKeysFrom(env) : localVapidKeys()),
      subject: env.VAPID_SUBJECT || 'mailto:support@portiepunt.nl',
    },
    notificationJobsMs: 10_000,
    ssoEncryptionKey: env.SSO_ENCRYPTION_KEY || localSecrets().ssoEncryptionKey,
    dnsServer: env.DNS_SERVER || undefined,
    mollieApiUrl: env.MOLLIE_API_URL || 'https://api.mollie.com/v2/',
    extraCaCertsFile: env.NODE_EXTRA_CA_CERTS || undefined,
    logLevel: parseLogLevel(env.LOG_LEVEL ?? 'info'),
    metricsPort: env.METRICS_PORT ? parsePort(env.METRICS_PORT, 'METRICS_PORT') : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceSeconds: parsePositiveInteger('SHUTDOWN_GRACE_S', env.SHUTDOWN_GRACE_S ?? '10'),
    shutdownDelaySeconds: parseWholeNumber('SHUTDOWN_DELAY_S', env.SHUTDOWN_DELAY_S ?? '2'),
    overloadEventLoopDelayMs: parsePositiveInteger('OVERLOAD_EVENT_LOOP_DELAY_MS', env.OVERLOAD_EVENT_LOOP_DELAY_MS ?? '1000'),
    requestTimeoutMs: parsePositiveInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS ?? '60000'),
  };
}

function parseLogLevel(value: string): LogLevel {
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

function vapidKeysFrom(env: NodeJS.ProcessEnv): Omit<VapidKeys, 'subject'> {
  const keys = { publicKey: env.VAPID_PUBLIC_KEY ?? '', privateKey: env.VAPID_PRIVATE_KEY ?? '' };
  if (!keys.publicKey || !keys.privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  // An uncompressed P-256 point and a P-256 private scalar, as `web-push generate-vapid-keys` prints them.
  if (Buffer.from(keys.publicKey, 'base64url').length !== 65) throw new ConfigError('VAPID_PUBLIC_KEY must be 65 bytes in base64url');
  if (Buffer.from(keys.privateKey, 'base64url').length !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be 32 bytes in base64url');
  return keys;
}

/** Development web-push keys, generated once into .data/ so that browsers' subscriptions survive restarts. */
export function localVapidKeys(): Omit<VapidKeys, 'subject'> {
  const file = join(DATA_DIR, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

function parseAppUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`APP_URL must be an http(s) URL such as https://portiepunt.example.nl, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`APP_URL must be an http(s) URL, got "${value}"`);
  return url.toString().replace(/\/+$/, '');
}

function parseWholeNumber(name: string, value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new ConfigError(`${name} must be a whole number of seconds, got "${value}"`);
  return Number(value);
}

function parsePositiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${value}"`);
  return number;
}

/** For entry points: the settings, or one line on stderr naming what is wrong and exit code 1. */
export function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** proxy-addr's names for ranges, which Fastify's trustProxy accepts besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** "false", a hop count ("1") or a comma-separated list of proxy addresses and ranges ("10.0.0.0/8, 127.0.0.1"). */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !ipaddr.isValidCIDR(entry) && !ipaddr.isValid(entry));
  if (text === 'true' || invalid !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the app (1) or their addresses (10.0.0.0/8,127.0.0.1), got "${value}"` +
        (text === 'true' ? ': true would take the client IP from whatever the client writes into X-Forwarded-For' : ''),
    );
  }
  return entries;
}

function parsePort(value: string, name = 'PORT'): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number, got "${value}"`);
  return port;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "3600", "90s", "30m", "12h" or "7d" to seconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value.trim());
  if (!match || Number(match[1]) === 0) throw new ConfigError(`JWT_TTL must look like 3600, 30m, 12h or 7d, got "${value}"`);
  return Number(match[1]) * UNIT_SECONDS[match[2] || 's'];
}

interface LocalSecrets {
  jwtSecret: string;
  databasePassword: string;
  ssoEncryptionKey: string;
}

/** Development secrets, generated once and kept in .data/ so that tokens and the embedded database survive restarts. */
export function localSecrets(): LocalSecrets {
  const file = join(DATA_DIR, 'secrets.json');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  // A secret added in a later version is generated into an existing file, keeping the ones it holds.
  if (kept.jwtSecret && kept.databasePassword && kept.ssoEncryptionKey) return kept as LocalSecrets;
  const secrets: LocalSecrets = {
    jwtSecret: kept.jwtSecret ?? randomBytes(48).toString('base64url'),
    databasePassword: kept.databasePassword ?? randomBytes(24).toString('base64url'),
    ssoEncryptionKey: kept.ssoEncryptionKey ?? randomBytes(32).toString('base64url'),
  };
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
