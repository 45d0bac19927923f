import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LEAD_RETENTION_DAYS } from './domain/data-rights/retention-policy.js';

/** Repository root: this file sits in backend/src or backend/dist. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = join(REPO_ROOT, '.data');
export const FRONTEND_DIST = join(REPO_ROOT, 'frontend', 'dist');

export interface AppConfig {
  nodeEnv: string;
  port: number;
  /** Absent in development: the app then starts an embedded PostgreSQL. */
  databaseUrl?: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  /** Demo requests and partner applications that never became a customer are erased after this many days. */
  leadRetentionDays: number;
  /** Take the client IP from X-Forwarded-For (behind a reverse proxy), for the per-IP limits. */
  trustProxy: boolean;
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
}

/** Settings that a production start cannot do without, checked before anything connects. */
const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'APP_URL'];
export const DEFAULT_MAIL_FROM = 'Portiepunt <noreply@portiepunt.nl>';

export class ConfigError extends Error {}

/** Reads the settings listed in the README from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const missing = production ? REQUIRED_IN_PRODUCTION.filter((name) => !env[name]) : [];
  if (missing.length > 0) throw new ConfigError(`NODE_ENV=production needs these settings, which are not set: ${missing.join(', ')}`);
  const port = parsePort(env.PORT ?? '3000');
  return {
    nodeEnv,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || localSecrets().jwtSecret,
    jwtTtlSeconds: parseDuration(env.JWT_TTL ?? '12h'),
    corsOrigins: (env.CORS_ORIGINS ?? (production ? '' : 'http://localhost:5173'))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseFlag('TRUST_PROXY', env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    appUrl: parseAppUrl(env.APP_URL || `http://localhost:${port}`),
    salesEmail: env.SALES_EMAIL || undefined,
    mailDir: join(DATA_DIR, 'mail'),
    outboxPollMs: 2000,
    leadRetentionDays: parsePositiveInteger('LEAD_RETENTION_DAYS', env.LEAD_RETENTION_DAYS ?? String(DEFAULT_LEAD_RETENTION_DAYS)),
  };
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

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
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
}

/** Development secrets, generated once and kept in .data/ so that tokens and the embedded database survive restarts. */
export function localSecrets(): LocalSecrets {
  const file = join(DATA_DIR, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    databasePassword: randomBytes(24).toString('base64url'),
  };
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
