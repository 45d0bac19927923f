import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers only up, without a token: no figures of the mail queue or anything else', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'up' });
  });

  it('the ready check carries the mail queue, without changing its status', async () => {
    const response = await request(t.http).get('/api/health/ready').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      mail: { status: expect.any(String), queued: 0, failedLast24h: 0, oldestQueuedSeconds: null },
      checkedAt: expect.any(String),
    });
  });

  it('Swagger UI and its document answer in production, for integrators', async () => {
    const production = await createTestApp({ databaseUrl: t.databaseUrl, nodeEnv: 'production' });
    try {
      const ui = await request(production.http).get('/api/docs').redirects(1).expect(200);
      expect(ui.headers['content-type']).toMatch(/text\/html/);
      expect(ui.text).toContain('swagger-ui');
      const document = await request(production.http).get('/api/docs-json').expect(200);
      expect(document.body.paths['/api/health']).toBeDefined();
    } finally {
      await production.close();
    }
  });
});
