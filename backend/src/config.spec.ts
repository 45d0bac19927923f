import webpush from 'web-push';
import { ConfigError, loadConfig, parseDuration } from './config.js';

const VAPID = webpush.generateVAPIDKeys();

describe('config', () => {
  it('stops production start-up naming the missing variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's' })).toThrow('DATABASE_URL must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' })).toThrow('JWT_SECRET must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', JWT_SECRET: 's' })).toThrow('VAPID_PUBLIC_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', JWT_SECRET: 's', VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(
      'VAPID_PRIVATE_KEY must be set when NODE_ENV=production',
    );
  });

  it('takes VAPID keys from the environment and refuses a key that is not one', () => {
    const config = loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'https://portiepunt.nl' });
    expect(config.vapid).toEqual({ ...VAPID, subject: 'https://portiepunt.nl' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: VAPID.privateKey })).toThrow('VAPID_PUBLIC_KEY must be 65 bytes in base64url');
  });

  it('reads production settings from the environment', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', JWT_SECRET: 's3cret', VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, PORT: '8080', JWT_TTL: '30m', CORS_ORIGINS: 'https://a.nl, https://b.nl' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://db/app', jwtSecret: 's3cret', jwtTtlSeconds: 1800, corsOrigins: ['https://a.nl', 'https://b.nl'] });
  });

  it('parses token lifetimes and rejects nonsense', () => {
    expect(parseDuration('12h')).toBe(43200);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('7d')).toBe(604800);
    expect(() => parseDuration('soon')).toThrow(ConfigError);
    expect(() => parseDuration('0')).toThrow(ConfigError);
  });
});
