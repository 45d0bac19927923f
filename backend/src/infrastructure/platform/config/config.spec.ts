import webpush from 'web-push';
import { ConfigError, loadConfig, parseDuration } from './config.js';

const VAPID = webpush.generateVAPIDKeys();

describe('config', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app@db/portiepunt',
    DATABASE_OWNER_URL: 'postgres://owner@db/portiepunt',
    DATABASE_PLATFORM_URL: 'postgres://platform@db/portiepunt',
    JWT_SECRET: 's3cret',
    SMTP_URL: 'smtp://mail:25',
    APP_URL: 'https://portiepunt.example.nl',
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    SSO_ENCRYPTION_KEY: 'sso-key',
  };

  it('stops production start-up with one line naming every missing setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's' })).toThrow(
      'NODE_ENV=production needs these settings, which are not set: DATABASE_URL, SMTP_URL, APP_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, SSO_ENCRYPTION_KEY',
    );
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow('which are not set: JWT_SECRET');
  });

  it('takes VAPID keys from the environment and refuses a key that is not one', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'https://portiepunt.nl',
    });
    expect(config.vapid).toEqual({ ...VAPID, subject: 'https://portiepunt.nl' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: VAPID.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY must be 65 bytes in base64url',
    );
  });

  it('needs the owner and platform roles beside DATABASE_URL (row-level security)', () => {
    expect(() => loadConfig({ ...production, DATABASE_OWNER_URL: '' })).toThrow(
      'DATABASE_URL needs these settings too, which are not set: DATABASE_OWNER_URL',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/portiepunt' })).toThrow(
      'which are not set: DATABASE_OWNER_URL, DATABASE_PLATFORM_URL',
    );
  });

  it('reads production settings from the environment', () => {
    const config = loadConfig({
      ...production,
      PORT: '8080',
      JWT_TTL: '30m',
      CORS_ORIGINS: 'https://a.nl, https://b.nl',
      MAIL_FROM: 'Team <team@a.nl>',
      SALES_EMAIL: 'sales@a.nl',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db/portiepunt',
      databaseOwnerUrl: 'postgres://owner@db/portiepunt',
      databasePlatformUrl: 'postgres://platform@db/portiepunt',
      jwtSecret: 's3cret',
      jwtTtlSeconds: 1800,
      corsOrigins: ['https://a.nl', 'https://b.nl'],
      smtpUrl: 'smtp://mail:25',
      appUrl: 'https://portiepunt.example.nl',
      mailFrom: 'Team <team@a.nl>',
      salesEmail: 'sales@a.nl',
      ssoEncryptionKey: 'sso-key',
    });
  });

  it('defaults mail settings for development: no SMTP, the standard sender, links to localhost on PORT', () => {
    const config = loadConfig({ PORT: '3010' });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Portiepunt <noreply@portiepunt.nl>',
      appUrl: 'http://localhost:3010',
      salesEmail: undefined,
    });
  });

  it('keeps APP_URL without a trailing slash and refuses a value that is no http(s) URL', () => {
    expect(loadConfig({ APP_URL: 'https://a.nl/portie/' }).appUrl).toBe('https://a.nl/portie');
    expect(() => loadConfig({ APP_URL: 'a.nl' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_URL: 'ftp://a.nl' })).toThrow(ConfigError);
  });

  it('trusts X-Forwarded-For only as far as TRUST_PROXY says: a hop count or the proxies, never blindly', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxies .* whatever the client writes/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });

  it('parses token lifetimes and rejects nonsense', () => {
    expect(parseDuration('12h')).toBe(43200);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('7d')).toBe(604800);
    expect(() => parseDuration('soon')).toThrow(ConfigError);
    expect(() => parseDuration('0')).toThrow(ConfigError);
  });

  it('keeps leads 365 days unless LEAD_RETENTION_DAYS says otherwise, and refuses nonsense', () => {
    expect(loadConfig({ JWT_SECRET: 's' }).leadRetentionDays).toBe(365);
    expect(loadConfig({ JWT_SECRET: 's', LEAD_RETENTION_DAYS: '90' }).leadRetentionDays).toBe(90);
    expect(() => loadConfig({ JWT_SECRET: 's', LEAD_RETENTION_DAYS: '0' })).toThrow('LEAD_RETENTION_DAYS must be a whole number');
    expect(() => loadConfig({ JWT_SECRET: 's', LEAD_RETENTION_DAYS: '1.5' })).toThrow(ConfigError);
  });
});
