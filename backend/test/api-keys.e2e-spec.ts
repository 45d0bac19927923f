import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

const CALLS_PER_MINUTE = 10;

describe('API keys', () => {
  let t: TestApp;
  let second: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    t = await createTestApp({ config: { apiKeyCallsPerMinute: CALLS_PER_MINUTE } });
    second = await createTestApp({
      databaseUrl: t.databaseUrl,
      jwtSecret: t.config.jwtSecret,
      config: { apiKeyCallsPerMinute: CALLS_PER_MINUTE },
    });
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  async function createKey(tenant: TenantFixture, name: string, scopes: string[]) {
    const response = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/api-keys`)
      .set(bearer(tenant.tokens.admin))
      .send({ name, scopes })
      .expect(201);
    return response.body as { id: string; name: string; scopes: string[]; prefix: string; secret: string; lastUsedAt: string | null };
  }

  const portionBody = (tenant: TenantFixture) => ({
    title: 'Ovenschotel',
    locationId: tenant.locationId,
    totalQuantity: 3,
    availableUntil: new Date(Date.now() + HOUR).toISOString(),
    allergens: ['gluten'],
  });

  it('shows the pp_live_ secret once, stores its prefix and lists the key without it', async () => {
    const key = await createKey(a, 'Keukensysteem', ['portions:write']);
    expect(key.secret).toMatch(/^pp_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Keukensysteem', scopes: ['portions:write'], prefix: key.secret.slice(0, 14), lastUsedAt: null });
    const list = await request(t.http).get(`/api/protected/tenants/${a.tenantId}/api-keys`).set(bearer(a.tokens.admin)).expect(200);
    expect(list.headers['content-range']).toBe('api-keys 0-0/1');
    expect(list.body).toEqual([
      {
        id: key.id,
        name: 'Keukensysteem',
        scopes: ['portions:write'],
        prefix: key.prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    const [stored] = await t.app.get(DataSource).query('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(stored.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key.secret);
  });

  it('a portions:write key offers a portion that records the key, and the kitchen list shows its name', async () => {
    const key = await createKey(a, 'Kassa', ['portions:write']);
    const created = await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/portions`)
      .set(bearer(key.secret))
      .send(portionBody(a))
      .expect(201);
    expect(created.body.createdByApiKeyName).toBe('Kassa');
    const kitchen = await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(a.tokens.kitchen)).expect(200);
    expect(kitchen.body.find((portion: { id: string }) => portion.id === created.body.id)).toMatchObject({ createdByApiKeyName: 'Kassa' });
    const listed = await request(t.http)
      .get(`/api/protected/tenants/${a.tenantId}/api-keys/${key.id}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(listed.body.lastUsedAt).not.toBeNull();
  });

  it('a key acts only within its tenant and its scopes; anything else answers 403', async () => {
    const reader = await createKey(a, 'Dashboard', ['portions:read']);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(reader.secret)).expect(200);
    await request(t.http).post(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(reader.secret)).send(portionBody(a)).expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/stats`).set(bearer(reader.secret)).expect(403);
    await request(t.http).get(`/api/protected/tenants/${b.tenantId}/portions`).set(bearer(reader.secret)).expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/api-keys`).set(bearer(reader.secret)).expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/users`).set(bearer(reader.secret)).expect(403);
    await request(t.http).get('/api/protected/profile').set(bearer(reader.secret)).expect(403);
    await request(t.http).get('/api/protected/reservations').set(bearer(reader.secret)).expect(403);
    const stats = await createKey(a, 'BI', ['stats:read']);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/stats`).set(bearer(stats.secret)).expect(200);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(stats.secret)).expect(403);
  });

  it('an unknown key answers 401, and a revoked key answers 401 at once on every instance', async () => {
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer('pp_live_onbekend')).expect(401);
    const key = await createKey(a, 'Tijdelijk', ['portions:read']);
    await request(second.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(key.secret)).expect(200);
    await request(t.http).delete(`/api/protected/tenants/${a.tenantId}/api-keys/${key.id}`).set(bearer(a.tokens.admin)).expect(200);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(key.secret)).expect(401);
    await request(second.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(key.secret)).expect(401);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/api-keys/${key.id}`).set(bearer(a.tokens.admin)).expect(404);
  });

  it('calls with one key are throttled per key across instances: 429 with Retry-After, other keys unaffected', async () => {
    const busy = await createKey(b, 'Druk', ['portions:read']);
    const calm = await createKey(b, 'Rustig', ['portions:read']);
    const url = `/api/protected/tenants/${b.tenantId}/portions`;
    for (let call = 0; call < CALLS_PER_MINUTE; call++) {
      await request(call % 2 === 0 ? t.http : second.http)
        .get(url)
        .set(bearer(busy.secret))
        .expect(200);
    }
    const throttled = await request(second.http).get(url).set(bearer(busy.secret)).expect(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await request(t.http).get(url).set(bearer(calm.secret)).expect(200);
  });

  it("only the tenant's own admins manage its keys; another tenant's key id answers 404", async () => {
    const key = await createKey(a, 'Privé', ['portions:read']);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/api-keys`).set(bearer(a.tokens.kitchen)).expect(403);
    await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/api-keys`)
      .set(bearer(a.tokens.staff))
      .send({ name: 'x', scopes: ['portions:read'] })
      .expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/api-keys`).set(bearer(b.tokens.admin)).expect(403);
    await request(t.http).delete(`/api/protected/tenants/${b.tenantId}/api-keys/${key.id}`).set(bearer(b.tokens.admin)).expect(404);
    const list = await request(t.http).get(`/api/protected/tenants/${b.tenantId}/api-keys`).set(bearer(b.tokens.admin)).expect(200);
    expect(list.body.map((k: { id: string }) => k.id)).not.toContain(key.id);
  });

  it('refuses unknown scopes, an empty scope list and a missing name with 400 per field', async () => {
    const response = await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/api-keys`)
      .set(bearer(a.tokens.admin))
      .send({ scopes: ['admin:all'] })
      .expect(400);
    expect(refusedFields(response.body).sort()).toEqual(['name', 'scopes']);
    await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/api-keys`)
      .set(bearer(a.tokens.admin))
      .send({ name: 'Leeg', scopes: [] })
      .expect(400);
  });
});
