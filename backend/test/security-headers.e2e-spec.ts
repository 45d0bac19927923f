import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { FRONTEND_DIST } from '../src/infrastructure/platform/config/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Needs the built frontend (npm test builds it first). */
describe('security headers and Content-Security-Policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ serveFrontend: true });
  });
  afterAll(() => t.close());

  const directives = (header: string) =>
    new Map(
      header
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it.each(['/', '/prijzen', '/api/health', '/api/does-not-exist', '/favicon.svg'])(
    '%s carries nosniff, referrer, frame and opener headers',
    async (path) => {
      const response = await request(t.http).get(path);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY',
      });
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('the policy allows no inline script but the hashes of the prerendered pages, and only this origin', async () => {
    const response = await request(t.http).get('/').expect(200);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    for (const path of ['/', '/prijzen', '/functies']) {
      const html = (await request(t.http).get(path).expect(200)).text;
      for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect({ path, allowed: policy.get('script-src')!.includes(hash) }).toEqual({ path, allowed: true });
      }
    }
  });

  it("Vite's hashed assets are kept for a year; pages and other files are asked for again", async () => {
    const script = readdirSync(join(FRONTEND_DIST, 'assets')).find((name) => name.endsWith('.js'));
    const asset = await request(t.http).get(`/assets/${script}`).expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/favicon.svg', '/']) {
      const response = await request(t.http).get(path).expect(200);
      expect(response.headers['cache-control']).not.toContain('immutable');
    }
  });

  it('Swagger UI gets its own relaxed policy on /api/docs only', async () => {
    const docs = await request(t.http).get('/api/docs').expect(200);
    expect(directives(docs.headers['content-security-policy']).get('script-src')).toContain("'unsafe-inline'");
    const api = await request(t.http).get('/api/health');
    expect(directives(api.headers['content-security-policy']).get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('sends no Strict-Transport-Security outside production', async () => {
    const response = await request(t.http).get('/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security in production', async () => {
    const production = await createTestApp({ databaseUrl: t.databaseUrl, nodeEnv: 'production' });
    try {
      const response = await request(production.http).get('/api/health');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });
});
