import { ConfigError, loadConfig, parseDuration } from './config.js';

describe('config', () => {
  it('stops production start-up naming the missing variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's' })).toThrow('DATABASE_URL must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' })).toThrow('JWT_SECRET must be set when NODE_ENV=production');
  });

  it('reads production settings from the environment', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', JWT_SECRET: 's3cret', PORT: '8080', JWT_TTL: '30m', CORS_ORIGINS: 'https://a.nl, https://b.nl' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://db/app', jwtSecret: 's3cret', jwtTtlSeconds: 1800, corsOrigins: ['https://a.nl', 'https://b.nl'] });
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY is set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be true or false, got "yes"');
  });

  it('parses token lifetimes and rejects nonsense', () => {
    expect(parseDuration('12h')).toBe(43200);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('7d')).toBe(604800);
    expect(() => parseDuration('soon')).toThrow(ConfigError);
    expect(() => parseDuration('0')).toThrow(ConfigError);
  });
});
