import request from 'supertest';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('tenancy: locations, plan caps, users and the superadmin tenants', () => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  const api = () => request(t.http);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const locations = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/locations`;

  describe('locations', () => {
    it('every role of the tenant lists them', async () => {
      const f = await createTenant(t);
      for (const role of ['admin', 'kitchen', 'staff'] as const) {
        const response = await api().get(locations(f)).set(auth(f.tokens[role])).expect(200);
        expect(response.body.map((l: { name: string }) => l.name)).toEqual([expect.stringMatching(/^Locatie/)]);
      }
    });

    it('an admin creates and edits a location', async () => {
      const f = await createTenant(t);
      const created = await api()
        .post(locations(f))
        .set(auth(f.tokens.admin))
        .send({ name: ' Paviljoen West ', address: 'Lindelaan 12' })
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Paviljoen West', address: 'Lindelaan 12', isActive: true, tenantId: f.tenantId });
      const updated = await api()
        .put(`${locations(f)}/${created.body.id}`)
        .set(auth(f.tokens.admin))
        .send({ name: 'West', address: null, isActive: false })
        .expect(200);
      expect(updated.body).toMatchObject({ id: created.body.id, name: 'West', address: null, isActive: false });
      await api()
        .get(`${locations(f)}/${created.body.id}`)
        .set(auth(f.tokens.staff))
        .expect(200, updated.body);
    });

    it('accepts the tenantId the spec client sends in the body only when it matches the path', async () => {
      const f = await createTenant(t, 'custom');
      const other = await createTenant(t);
      await api().post(locations(f)).set(auth(f.tokens.admin)).send({ name: 'Eigen', tenantId: f.tenantId }).expect(201);
      const response = await api()
        .post(locations(f))
        .set(auth(f.tokens.admin))
        .send({ name: 'Vreemd', tenantId: other.tenantId })
        .expect(400);
      expect(refusedFields(response.body)).toContain('tenantId');
    });

    it('requires a name', async () => {
      const f = await createTenant(t);
      const response = await api().post(locations(f)).set(auth(f.tokens.admin)).send({ address: 'Ergens 1' }).expect(400);
      expect(refusedFields(response.body)).toContain('name');
    });
  });

  describe('plan caps on active locations', () => {
    it.each([
      ['starter', 1, 'Starter'],
      ['group', 3, 'Groep'],
    ] as const)('the %s plan stops at %i active locations with a 409 naming the plan', async (plan, cap, label) => {
      const f = await createTenant(t, plan);
      for (let i = 1; i < cap; i++)
        await api()
          .post(locations(f))
          .set(auth(f.tokens.admin))
          .send({ name: `Extra ${i}` })
          .expect(201);
      const response = await api().post(locations(f)).set(auth(f.tokens.admin)).send({ name: 'Eén te veel' }).expect(409);
      expect(response.body.message).toContain(label);
      const list = await api().get(locations(f)).set(auth(f.tokens.admin)).expect(200);
      expect(list.body).toHaveLength(cap);
    });

    it('plan usage counts the active locations against the cap; only the admin (or a superadmin) reads it', async () => {
      const f = await createTenant(t, 'group');
      const usage = `/api/protected/tenants/${f.tenantId}/plan-usage`;
      await api().get(usage).set(auth(f.tokens.admin)).expect(200, { plan: 'group', activeLocations: 1, maxActiveLocations: 3 });
      const extra = await api().post(locations(f)).set(auth(f.tokens.admin)).send({ name: 'Tweede' }).expect(201);
      await api()
        .put(`${locations(f)}/${extra.body.id}`)
        .set(auth(f.tokens.admin))
        .send({ name: 'Tweede', address: null, isActive: false })
        .expect(200);
      await api().post(locations(f)).set(auth(f.tokens.admin)).send({ name: 'Derde' }).expect(201);
      await api().get(usage).set(auth(f.tokens.admin)).expect(200, { plan: 'group', activeLocations: 2, maxActiveLocations: 3 });
      await api().get(usage).set(auth(superToken)).expect(200);
      await api().get(usage).set(auth(f.tokens.staff)).expect(403);
      const other = await createTenant(t, 'custom');
      await api().get(usage).set(auth(other.tokens.admin)).expect(403);
      await api()
        .get(`/api/protected/tenants/${other.tenantId}/plan-usage`)
        .set(auth(other.tokens.admin))
        .expect(200, { plan: 'custom', activeLocations: 1, maxActiveLocations: null });
    });

    it('the custom plan has no cap', async () => {
      const f = await createTenant(t, 'custom');
      for (let i = 0; i < 5; i++)
        await api()
          .post(locations(f))
          .set(auth(f.tokens.admin))
          .send({ name: `Locatie extra ${i}` })
          .expect(201);
    });

    it('inactive locations do not count, but reactivating one over the cap is refused', async () => {
      const f = await createTenant(t, 'starter');
      await api()
        .put(`${locations(f)}/${f.locationId}`)
        .set(auth(f.tokens.admin))
        .send({ isActive: false })
        .expect(200);
      await api().post(locations(f)).set(auth(f.tokens.admin)).send({ name: 'Nieuwe kantine' }).expect(201);
      await api()
        .put(`${locations(f)}/${f.locationId}`)
        .set(auth(f.tokens.admin))
        .send({ isActive: true })
        .expect(409);
    });

    it('parallel creations cannot race past the cap', async () => {
      const f = await createTenant(t, 'group');
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          api()
            .post(locations(f))
            .set(auth(f.tokens.admin))
            .send({ name: `Race ${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(2);
      expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    });

    it('a downgrade below the locations in use is refused', async () => {
      const f = await createTenant(t, 'group');
      await api().post(locations(f)).set(auth(f.tokens.admin)).send({ name: 'Tweede' }).expect(201);
      await api().put(`/api/protected/admin/tenants/${f.tenantId}`).set(auth(superToken)).send({ plan: 'starter' }).expect(409);
    });
  });

  describe('users', () => {
    const users = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/users`;

    it('the admin lists the tenant users without password hashes', async () => {
      const f = await createTenant(t);
      const response = await api().get(users(f)).set(auth(f.tokens.admin)).expect(200);
      expect(response.body.map((u: { email: string }) => u.email).sort()).toEqual(Object.values(f.emails).sort());
      expect(JSON.stringify(response.body).replace(/"mustChangePassword"/g, '')).not.toMatch(/password|scrypt/i);
    });

    it('sorts names as a Dutch reader expects: case and accents ignored, lower-case particles after the main part', async () => {
      const f = await createTenant(t);
      const people = [
        ['Sanne', 'de Vries'],
        ['Ayşe', 'Yılmaz'],
        ['Pieter', 'De Smet'],
        ['Emre', 'Özdemir'],
        ['Bram', 'van der Berg'],
        ['Karel', 'Van Damme'],
        ['Wim', 'Dekker'],
        ['Olga', 'Ottens'],
        ['Anne', 'bakker'],
      ];
      for (const [firstName, lastName] of people) {
        const email = `${firstName
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.sort@zorg.nl`;
        await api().post(users(f)).set(auth(f.tokens.admin)).send({ email, firstName, lastName, role: 'staff' }).expect(201);
      }
      const sorted = async (field: string) => {
        const query = new URLSearchParams({ sort: JSON.stringify([field, 'ASC']), range: '[0,99]' });
        const response = await api()
          .get(`${users(f)}?${query}`)
          .set(auth(f.tokens.admin))
          .expect(200);
        return (response.body as { email: string; firstName: string; lastName: string }[])
          .filter((user) => user.email.endsWith('.sort@zorg.nl'))
          .map((user) => `${user.firstName} ${user.lastName}`);
      };
      expect(await sorted('lastName')).toEqual([
        'Anne bakker',
        'Bram van der Berg',
        'Pieter De Smet',
        'Wim Dekker',
        'Olga Ottens',
        'Emre Özdemir',
        'Karel Van Damme',
        'Sanne de Vries',
        'Ayşe Yılmaz',
      ]);
      expect(await sorted('firstName')).toEqual([
        'Anne bakker',
        'Ayşe Yılmaz',
        'Bram van der Berg',
        'Emre Özdemir',
        'Karel Van Damme',
        'Olga Ottens',
        'Pieter De Smet',
        'Sanne de Vries',
        'Wim Dekker',
      ]);
    });

    it('the admin changes name, role and active state', async () => {
      const f = await createTenant(t);
      const response = await api()
        .put(`${users(f)}/${f.userIds.staff}`)
        .set(auth(f.tokens.admin))
        .send({ firstName: 'Saar', lastName: 'Zorg', role: 'kitchen', isActive: false })
        .expect(200);
      expect(response.body).toMatchObject({ firstName: 'Saar', lastName: 'Zorg', role: 'kitchen', isActive: false });
      await api()
        .get(`${users(f)}/${f.userIds.staff}`)
        .set(auth(f.tokens.admin))
        .expect(200, response.body);
    });

    it('an admin cannot deactivate or demote themselves', async () => {
      const f = await createTenant(t);
      await api()
        .put(`${users(f)}/${f.userIds.admin}`)
        .set(auth(f.tokens.admin))
        .send({ isActive: false })
        .expect(403);
      await api()
        .put(`${users(f)}/${f.userIds.admin}`)
        .set(auth(f.tokens.admin))
        .send({ role: 'staff' })
        .expect(403);
      await login(t.http, f.emails.admin, PASSWORD);
    });

    it('rejects a changed email, unknown fields and the superadmin role on edit; an unchanged email is ignored', async () => {
      const f = await createTenant(t);
      const response = await api()
        .put(`${users(f)}/${f.userIds.staff}`)
        .set(auth(f.tokens.admin))
        .send({ nickname: 'x', role: 'superadmin' })
        .expect(400);
      expect(refusedFields(response.body).sort()).toEqual(['nickname', 'role']);
      // email is a read-only field of the record: sent unchanged it is ignored, changed it answers 400 naming it.
      const email = await api()
        .put(`${users(f)}/${f.userIds.staff}`)
        .set(auth(f.tokens.admin))
        .send({ email: 'x@y.nl' })
        .expect(400);
      expect(refusedFields(email.body)).toEqual(['email']);
      await api()
        .put(`${users(f)}/${f.userIds.staff}`)
        .set(auth(f.tokens.admin))
        .send({ email: f.emails.staff })
        .expect(200);
    });
  });

  describe('superadmin tenants', () => {
    const tenants = '/api/protected/admin/tenants';
    const newTenant = (slug: string, email: string) => ({
      name: 'Ziekenhuis Oost',
      slug,
      plan: 'starter',
      admin: { email, firstName: 'Olga', lastName: 'Oost', password: 'Groene-Soeplepel-73' },
    });

    it('creates a tenant with its first admin, who chooses a password at first login and can then add a location', async () => {
      const created = await api().post(tenants).set(auth(superToken)).send(newTenant('zh-oost', 'olga@oost.nl')).expect(201);
      expect(created.body).toMatchObject({ name: 'Ziekenhuis Oost', slug: 'zh-oost', plan: 'starter', isActive: true });
      const first = await api().post('/api/auth/login').send({ email: 'olga@oost.nl', password: 'Groene-Soeplepel-73' }).expect(200);
      expect(first.body.user.mustChangePassword).toBe(true);
      const location = { name: 'Hoofdlocatie' };
      await api().post(`/api/protected/tenants/${created.body.id}/locations`).set(auth(first.body.token)).send(location).expect(403);
      await api()
        .put('/api/protected/profile/password')
        .set(auth(first.body.token))
        .send({ currentPassword: 'Groene-Soeplepel-73', newPassword: 'Eigen-keus-Olga-2026' })
        .expect(204);
      const token = await login(t.http, 'olga@oost.nl', 'Eigen-keus-Olga-2026');
      await api().post(`/api/protected/tenants/${created.body.id}/locations`).set(auth(token)).send(location).expect(201);
      const list = await api().get(tenants).set(auth(superToken)).expect(200);
      expect(list.body.map((x: { slug: string }) => x.slug)).toContain('zh-oost');
    });

    it('creates nothing when the admin email is taken (one transaction)', async () => {
      const f = await createTenant(t);
      await api().post(tenants).set(auth(superToken)).send(newTenant('half-tenant', f.emails.staff)).expect(409);
      const list = await api()
        .get(tenants)
        .query({ filter: JSON.stringify({ q: 'half-tenant' }) })
        .set(auth(superToken))
        .expect(200);
      expect(list.body).toEqual([]);
    });

    it('a taken slug gets 409 and a malformed one 400', async () => {
      await api().post(tenants).set(auth(superToken)).send(newTenant('zh-oost', 'other@oost.nl')).expect(409);
      const response = await api().post(tenants).set(auth(superToken)).send(newTenant('ZH Oost!', 'other@oost.nl')).expect(400);
      expect(refusedFields(response.body)).toContain('slug');
    });

    it('changes name and plan; deactivating stops its users from logging in', async () => {
      const f = await createTenant(t, 'starter');
      const response = await api()
        .put(`${tenants}/${f.tenantId}`)
        .set(auth(superToken))
        .send({ name: 'Nieuwe naam', plan: 'custom', isActive: false })
        .expect(200);
      expect(response.body).toMatchObject({ name: 'Nieuwe naam', plan: 'custom', isActive: false });
      await api().post('/api/auth/login').send({ email: f.emails.staff, password: PASSWORD }).expect(401);
      await api().get('/api/protected/profile').set(auth(f.tokens.staff)).expect(401);
    });

    it('the superadmin reads any tenant users and locations but cannot write them there', async () => {
      const f = await createTenant(t);
      await api().get(`/api/protected/tenants/${f.tenantId}/users`).set(auth(superToken)).expect(200);
      await api().get(locations(f)).set(auth(superToken)).expect(200);
      await api().post(locations(f)).set(auth(superToken)).send({ name: 'Niet toegestaan' }).expect(403);
      await api()
        .put(`/api/protected/tenants/${f.tenantId}/users/${f.userIds.staff}`)
        .set(auth(superToken))
        .send({ isActive: false })
        .expect(403);
    });
  });
});
