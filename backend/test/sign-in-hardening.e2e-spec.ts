import request from 'supertest';
import { DataSource } from 'typeorm';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The smaller findings of the outside test of November 2026 around passwords, one test per finding. */
describe('password sign-in hardening', () => {
  let t: TestApp;
  let strict: TenantFixture;

  beforeAll(async () => {
    t = await createTestApp();
    strict = await createTenant(t);
    await request(t.http)
      .put(`/api/protected/tenants/${strict.tenantId}/sso`)
      .set('Authorization', `Bearer ${strict.tokens.admin}`)
      .send({
        issuer: 'https://login.example.test/v2.0',
        clientId: 'c',
        clientSecret: 's',
        // The fixture users' addresses (@test.nl) lie outside the listed domain.
        domains: ['alleen-sso.test'],
        roleRules: [],
        passwordLoginDisabled: true,
        enabled: true,
      })
      .expect(200);
  });
  afterAll(() => t.close());

  it('does not count sso_required answers toward the login lock-out', async () => {
    for (let i = 0; i < 8; i++) {
      const answer = await request(t.http).post('/api/auth/login').send({ email: strict.emails.staff, password: PASSWORD });
      expect({ attempt: i, status: answer.status, code: answer.body.code }).toEqual({ attempt: i, status: 403, code: 'sso_required' });
    }
    // A wrong password is still judged, not locked out.
    await request(t.http).post('/api/auth/login').send({ email: strict.emails.staff, password: 'wrong-password' }).expect(401);
  });

  it('mails no reset link to a kitchen or staff account of an SSO-only organisation, whatever its address; its admin still gets one', async () => {
    for (const email of [strict.emails.kitchen, strict.emails.staff, strict.emails.admin]) {
      await request(t.http).post('/api/auth/forgot-password').send({ email }).expect(202);
    }
    await t.app.get(OutboxWorker).runDue();
    const rows: { recipient: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT recipient FROM outbound_emails WHERE recipient = ANY($1)`, [
        [strict.emails.kitchen, strict.emails.staff, strict.emails.admin],
      ]);
    expect(rows.map((row) => row.recipient)).toEqual([strict.emails.admin]);
  });
});
