import request from 'supertest';
import type { NewContactRequest } from '../src/domain/leads/contact-request.js';
import type { NewPartnerApplication } from '../src/domain/leads/partner-application.js';
import { SubmitContactRequestUseCase } from '../src/application/leads/submit-contact-request.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../src/application/leads/submit-partner-application.use-case.js';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { bearer } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('audit log', () => {
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;
  let superId: string;

  const audit = (token: string, path: string, filter: Record<string, unknown> = {}) =>
    request(t.http)
      .get(path)
      .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['at', 'ASC']) })
      .set(bearer(token));
  const actionsOf = (rows: { action: string }[]) => rows.map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t);
    b = await createTenant(t);
    const superadmin = await createSuperadmin(t);
    superToken = superadmin.token;
    superId = superadmin.actor.userId;
  });

  afterAll(() => t.close());

  it('records successful and failed logins with the IP address, the same for unknown addresses', async () => {
    await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ email: a.emails.kitchen, password: 'fout-wachtwoord' })
      .expect(401);
    await request(t.http).post('/api/auth/login').send({ email: 'niemand@example.nl', password: 'fout-wachtwoord' }).expect(401);
    await request(t.http).post('/api/auth/login').send({ email: a.emails.kitchen, password: PASSWORD }).expect(200);

    const rows = (await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { actorId: a.userIds.kitchen }).expect(200))
      .body;
    expect(actionsOf(rows)).toContain('auth.login_succeeded');
    const failed = (await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { action: 'auth.login_failed' }).expect(200))
      .body;
    expect(failed).toEqual([
      expect.objectContaining({
        action: 'auth.login_failed',
        actorId: null,
        tenantId: a.tenantId,
        targetType: 'user',
        targetId: a.userIds.kitchen,
        targetName: 'Kees Keuken',
        ip: expect.any(String),
      }),
    ]);
    const unknown = (await audit(superToken, '/api/protected/admin/audit', { action: 'auth.login_failed' }).expect(200)).body;
    expect(unknown.filter((row: { tenantId: string | null }) => row.tenantId === null)).toHaveLength(1);
  });

  it('records user, role, deactivation, location and tenant changes with the acting user and their current address', async () => {
    const created = await request(t.http)
      .post('/api/auth/register')
      .set(bearer(a.tokens.admin))
      .send({
        email: `nieuw.${a.tenantId}@example.nl`,
        firstName: 'Nieuwe',
        lastName: 'Collega',
        role: 'staff',
        password: PASSWORD,
        tenantId: a.tenantId,
      })
      .expect(201);
    await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/users/${created.body.id}`)
      .set(bearer(a.tokens.admin))
      .send({ role: 'kitchen' })
      .expect(200);
    await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/users/${created.body.id}`)
      .set(bearer(a.tokens.admin))
      .send({ isActive: false })
      .expect(200);
    const location = await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/locations`)
      .set(bearer(a.tokens.admin))
      .send({ name: 'Keuken West' })
      .expect(201);
    await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/locations/${location.body.id}`)
      .set(bearer(a.tokens.admin))
      .send({ name: 'Keuken Oost' })
      .expect(200);
    await request(t.http).put(`/api/protected/admin/tenants/${a.tenantId}`).set(bearer(superToken)).send({ name: 'Hernoemd' }).expect(200);

    const rows = (await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { actorId: a.userIds.admin }).expect(200)).body;
    expect(actionsOf(rows)).toEqual(
      expect.arrayContaining([
        'user.created',
        'user.changed',
        'user.role_changed',
        'user.deactivated',
        'location.created',
        'location.changed',
      ]),
    );
    expect(rows.every((row: { actorEmail: string }) => row.actorEmail === a.emails.admin)).toBe(true);
    const tenantChange = (
      await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { action: 'tenant.changed' }).expect(200)
    ).body;
    expect(tenantChange).toEqual([expect.objectContaining({ actorId: superId, targetType: 'tenant', targetId: a.tenantId })]);
    expect(
      (await audit(superToken, '/api/protected/admin/audit', { action: 'tenant.created', tenantId: b.tenantId }).expect(200)).body,
    ).toHaveLength(1);
  });

  it('records lead status changes, conversions and erasures', async () => {
    const contact = await t.app
      .get(SubmitContactRequestUseCase)
      .execute(contactForm({ organizationName: 'Zorg Oost' }) as unknown as NewContactRequest, { ip: 'audit-1', honeypot: '' });
    const application = await t.app
      .get(SubmitPartnerApplicationUseCase)
      .execute(partnerForm() as unknown as NewPartnerApplication, { ip: 'audit-2', honeypot: '' });
    await request(t.http)
      .put(`/api/protected/admin/contacts/${contact.id}`)
      .set(bearer(superToken))
      .send({ status: 'contacted' })
      .expect(200);
    const converted = await request(t.http)
      .post(`/api/protected/admin/contacts/${contact.id}/convert`)
      .set(bearer(superToken))
      .send({
        slug: `zorg-oost-${Date.now()}`,
        plan: 'starter',
        admin: { email: `beheer.${Date.now()}@zorgoost.nl`, firstName: 'Z', lastName: 'O', password: PASSWORD },
      })
      .expect(201);
    await request(t.http).delete(`/api/protected/admin/partner-applications/${application.id}`).set(bearer(superToken)).expect(200);

    const rows = (await audit(superToken, '/api/protected/admin/audit', { actorId: superId }).expect(200)).body as {
      action: string;
      targetId: string;
      tenantId: string;
    }[];
    const about = (id: string) => actionsOf(rows.filter((row) => row.targetId === id));
    expect(about(contact.id)).toEqual(['lead.status_changed', 'lead.converted']);
    expect(rows.find((row) => row.action === 'lead.converted')?.tenantId).toBe(converted.body.tenant?.id ?? expect.any(String));
    expect(about(application.id)).toEqual(['lead.erased']);
  });

  it('records API keys created and revoked, and webhook endpoints created, changed and deleted', async () => {
    const key = await request(t.http)
      .post(`/api/protected/tenants/${b.tenantId}/api-keys`)
      .set(bearer(b.tokens.admin))
      .send({ name: 'Kassa', scopes: ['stats:read'] })
      .expect(201);
    await request(t.http).delete(`/api/protected/tenants/${b.tenantId}/api-keys/${key.body.id}`).set(bearer(b.tokens.admin)).expect(200);
    const hook = await request(t.http)
      .post(`/api/protected/tenants/${b.tenantId}/webhooks`)
      .set(bearer(b.tokens.admin))
      .send({ url: 'http://127.0.0.1:9/hook', events: ['portion.created'], enabled: true })
      .expect(201);
    await request(t.http)
      .put(`/api/protected/tenants/${b.tenantId}/webhooks/${hook.body.id}`)
      .set(bearer(b.tokens.admin))
      .send({ enabled: false })
      .expect(200);
    await request(t.http).delete(`/api/protected/tenants/${b.tenantId}/webhooks/${hook.body.id}`).set(bearer(b.tokens.admin)).expect(200);

    const rows = (await audit(b.tokens.admin, `/api/protected/tenants/${b.tenantId}/audit`, { actorId: b.userIds.admin }).expect(200))
      .body as { action: string; targetId: string }[];
    expect(actionsOf(rows.filter((row) => row.targetId === key.body.id))).toEqual(['api_key.created', 'api_key.revoked']);
    expect(actionsOf(rows.filter((row) => row.targetId === hook.body.id))).toEqual([
      'webhook.created',
      'webhook.changed',
      'webhook.deleted',
    ]);
  });

  it("shows an admin only their own tenant's entries, and is readable by no other role", async () => {
    const rows = (await audit(b.tokens.admin, `/api/protected/tenants/${b.tenantId}/audit`).expect(200)).body as { tenantId: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tenantId === b.tenantId)).toBe(true);
    await audit(b.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`).expect(403);
    await audit(a.tokens.staff, `/api/protected/tenants/${a.tenantId}/audit`).expect(403);
    await audit(a.tokens.kitchen, `/api/protected/tenants/${a.tenantId}/audit`).expect(403);
    await audit(a.tokens.admin, '/api/protected/admin/audit').expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/audit`).expect(401);
  });

  it('follows the list contract: Content-Range, range, date filters, and 400 for an unknown action or a bad date', async () => {
    const all = await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`).expect(200);
    const total = Number(/\/(\d+)$/.exec(all.headers['content-range'])?.[1]);
    expect(total).toBe(all.body.length);
    const page = await request(t.http)
      .get(`/api/protected/tenants/${a.tenantId}/audit`)
      .query({ range: '[0,1]' })
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['content-range']).toBe(`audit 0-1/${total}`);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { at_gte: future }).expect(200)).body).toEqual([]);
    expect((await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { at_lte: future }).expect(200)).body).toHaveLength(
      total,
    );
    await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { action: 'user.hacked' }).expect(400);
    await audit(a.tokens.admin, `/api/protected/tenants/${a.tenantId}/audit`, { at_gte: 'gisteren' }).expect(400);
  });

  it('records exports, and shows an erased actor by the erased placeholder rather than their address', async () => {
    const c = await createTenant(t);
    const email = `tweede.${c.tenantId}@example.nl`;
    const second = await request(t.http)
      .post('/api/auth/register')
      .set(bearer(c.tokens.admin))
      .send({ email, firstName: 'Tweede', lastName: 'Beheerder', role: 'admin', password: PASSWORD, tenantId: c.tenantId })
      .expect(201);
    const temporary = (await request(t.http).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200)).body.token;
    await request(t.http)
      .put('/api/protected/profile/password')
      .set(bearer(temporary))
      .send({ currentPassword: PASSWORD, newPassword: 'Zelf-gekozen-42' })
      .expect(204);
    const secondToken = (await request(t.http).post('/api/auth/login').send({ email, password: 'Zelf-gekozen-42' }).expect(200)).body.token;
    await request(t.http).get('/api/protected/profile/export').set(bearer(c.tokens.kitchen)).expect(200);
    await request(t.http).delete(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.admin}`).set(bearer(secondToken)).expect(200);

    const rows = (await audit(superToken, '/api/protected/admin/audit', { tenantId: c.tenantId }).expect(200)).body as {
      action: string;
      actorId: string;
      actorEmail: string;
      targetId: string;
    }[];
    expect(rows.find((row) => row.action === 'user.exported')).toMatchObject({ actorId: c.userIds.kitchen, actorEmail: c.emails.kitchen });
    expect(rows.find((row) => row.action === 'user.erased')).toMatchObject({ actorId: second.body.id, targetId: c.userIds.admin });
    const byErased = rows.filter((row) => row.actorId === c.userIds.admin);
    expect(byErased.length).toBeGreaterThan(0);
    expect(byErased.every((row) => row.actorEmail === `erased-${c.userIds.admin}@erased.invalid`)).toBe(true);
  });
});
