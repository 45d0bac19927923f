import request from 'supertest';
import { DataSource } from 'typeorm';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { bearer } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The promise: a change to a user or tenant is honoured on every instance within this time. */
const WITHIN_MS = 1000;

describe('cached principals on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let superToken: string;

  const profile = (t: TestApp, token: string) => request(t.http).get('/api/protected/profile').set(bearer(token));

  /** Asks until the answer is `status`, failing when it is not within WITHIN_MS. */
  async function answersWithin(t: TestApp, token: string, status: number): Promise<void> {
    const deadline = Date.now() + WITHIN_MS;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await profile(t, token)).status;
      if (last === status) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`still ${last} after ${WITHIN_MS} ms, expected ${status}`);
  }

  /** Both instances have the tenant's users cached: each answered them once. */
  async function warm(tenant: TenantFixture): Promise<void> {
    for (const t of [a, b]) for (const token of Object.values(tenant.tokens)) await profile(t, token).expect(200);
  }

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ databaseUrl: a.databaseUrl, jwtSecret: a.config.jwtSecret });
    superToken = (await createSuperadmin(a)).token;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a user deactivated on instance A answers 401 on both instances within 1 s, the others of the tenant still 200', async () => {
    const tenant = await createTenant(a);
    await warm(tenant);
    await request(a.http)
      .put(`/api/protected/tenants/${tenant.tenantId}/users/${tenant.userIds.staff}`)
      .set(bearer(tenant.tokens.admin))
      .send({ isActive: false })
      .expect(200);
    await answersWithin(a, tenant.tokens.staff, 401);
    await answersWithin(b, tenant.tokens.staff, 401);
    await profile(b, tenant.tokens.kitchen).expect(200);
  });

  it('a token from before a password change answers 401 on both instances within 1 s', async () => {
    const tenant = await createTenant(a);
    await warm(tenant);
    await request(a.http)
      .put('/api/protected/profile/password')
      .set(bearer(tenant.tokens.kitchen))
      .send({ currentPassword: PASSWORD, newPassword: 'Lasagne-op-dinsdag' })
      .expect(204);
    await answersWithin(a, tenant.tokens.kitchen, 401);
    await answersWithin(b, tenant.tokens.kitchen, 401);
  });

  it('a deactivated tenant answers 401 for all its users on both instances within 1 s', async () => {
    const tenant = await createTenant(a);
    const other = await createTenant(a);
    await warm(tenant);
    await warm(other);
    await request(b.http)
      .put(`/api/protected/admin/tenants/${tenant.tenantId}`)
      .set(bearer(superToken))
      .send({ isActive: false })
      .expect(200);
    for (const t of [a, b]) for (const token of Object.values(tenant.tokens)) await answersWithin(t, token, 401);
    await profile(a, other.tokens.staff).expect(200);
  });

  it('a change made straight in the database (a new role, a deletion) reaches both instances within 1 s', async () => {
    const tenant = await createTenant(a);
    await warm(tenant);
    const db = a.app.get(DataSource);
    const users = (t: TestApp) => request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/users`).set(bearer(tenant.tokens.staff));
    await users(b).expect(403);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [tenant.userIds.staff]);
    for (const t of [a, b]) {
      const deadline = Date.now() + WITHIN_MS;
      while ((await users(t)).status !== 200 && Date.now() < deadline);
      await users(t).expect(200);
    }
    await db.query('DELETE FROM users WHERE id = $1', [tenant.userIds.kitchen]);
    await answersWithin(a, tenant.tokens.kitchen, 401);
    await answersWithin(b, tenant.tokens.kitchen, 401);
  });
});
