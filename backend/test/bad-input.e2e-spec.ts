import request from 'supertest';
import { DataSource } from 'typeorm';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

const NUL = 'Lasa\u0000gne';
const LONE_HIGH = 'Lasa\uD800gne';
const LONE_LOW = '\uDC00';

describe('bad input answers 400 naming the field, never a 500', () => {
  let t: TestApp;
  let f: TenantFixture;
  let portionsPath: string;
  let staffPath: string;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTenant(t, 'custom');
    portionsPath = `/api/protected/tenants/${f.tenantId}/portions`;
    superToken = (await createSuperadmin(t)).token;
    staffPath = `/api/protected/tenants/${f.tenantId}/users/${f.userIds.staff}`;
  });
  afterAll(() => t.close());

  const portion = (title: string) => ({
    title,
    locationId: f.locationId,
    availableUntil: new Date(Date.now() + HOUR).toISOString(),
    allergensDeclared: true,
  });
  const countPortions = async () => Number((await t.app.get(DataSource).query('SELECT count(*) AS n FROM portions'))[0].n);

  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ])('POST portions with %s in the title answers 400 naming title and stores nothing', async (_name, title) => {
    const before = await countPortions();
    const response = await request(t.http).post(portionsPath).set(bearer(f.tokens.kitchen)).send(portion(title)).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      errors: [{ field: 'title', code: 'unsafe_text', message: expect.stringContaining('NUL') }],
    });
    expect(await countPortions()).toBe(before);
  });

  it('a surrogate pair (an emoji) is valid text', async () => {
    await request(t.http).post(portionsPath).set(bearer(f.tokens.kitchen)).send(portion('Soep 🍲')).expect(201);
  });

  it('PUT users/{id} with NUL in firstName answers 400 naming firstName', async () => {
    const response = await request(t.http).put(staffPath).set(bearer(f.tokens.admin)).send({ firstName: NUL }).expect(400);
    expect(refusedFields(response.body)).toEqual(['firstName']);
  });

  it('PUT users/{id} with {"role": null} answers 400 naming role and changes nothing', async () => {
    const response = await request(t.http).put(staffPath).set(bearer(f.tokens.admin)).send({ role: null }).expect(400);
    expect(response.body.errors).toEqual([{ field: 'role', code: 'required', message: 'role must not be null' }]);
    const user = await request(t.http).get(staffPath).set(bearer(f.tokens.admin)).expect(200);
    expect(user.body.role).toBe('staff');
  });

  it('null in a nested field that does not allow it answers 400 naming its path', async () => {
    const response = await request(t.http)
      .post('/api/protected/admin/tenants')
      .set(bearer(superToken))
      .send({
        name: 'Nul BV',
        slug: 'nul-bv',
        plan: 'starter',
        admin: { email: null, firstName: 'A', lastName: 'B', password: 'Groene-Soeplepel-73' },
      })
      .expect(400);
    expect(response.body.errors).toEqual([{ field: 'admin.email', code: 'required', message: 'admin.email must not be null' }]);
  });

  it('null is accepted where the DTO documents the field as nullable (a location without address)', async () => {
    const response = await request(t.http)
      .put(`/api/protected/tenants/${f.tenantId}/locations/${f.locationId}`)
      .set(bearer(f.tokens.admin))
      .send({ address: null })
      .expect(200);
    expect(response.body.address).toBeNull();
  });

  it.each([
    ['NUL', NUL, 'email'],
    ['a lone surrogate', LONE_HIGH, 'password'],
  ])('POST /api/auth/login with %s answers 400 naming the field', async (_name, value, field) => {
    const body = { email: 'a@b.nl', password: 'Groene-Soeplepel-73', [field]: value };
    const response = await request(t.http).post('/api/auth/login').send(body).expect(400);
    expect(refusedFields(response.body)).toEqual([field]);
  });

  it('NUL in a query parameter answers 400 naming it', async () => {
    const response = await request(t.http)
      .get(`${portionsPath}?filter=${encodeURIComponent('{"q":"a\u0000"}')}`)
      .set(bearer(f.tokens.kitchen))
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['filter']);
  });

  it.each(['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', '__defineGetter__', 'prototype'])(
    'a query key named %s answers 400 unknown_field like any unknown key',
    async (key) => {
      const response = await request(t.http).get(`${portionsPath}?${key}=1`).set(bearer(f.tokens.kitchen)).expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: key, code: 'unknown_field' })]);
    },
  );

  it('a body key named prototype answers 400 unknown_field and stores nothing', async () => {
    const response = await request(t.http)
      .post('/api/auth/login')
      .send({ email: f.emails.staff, password: 'x', prototype: [] })
      .expect(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'prototype', code: 'unknown_field' })]);
  });

  it('NUL in a path segment answers 400 naming it', async () => {
    const response = await request(t.http).get(`/api/protected/tenants/${f.tenantId}/users/%00`).set(bearer(f.tokens.admin)).expect(400);
    expect(refusedFields(response.body)).toEqual(['id']);
  });

  it('NUL in a JSON key answers 400 naming it', async () => {
    const response = await request(t.http)
      .put(staffPath)
      .set(bearer(f.tokens.admin))
      .set('Content-Type', 'application/json')
      .send('{"first\\u0000Name":"A"}')
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['first\u0000Name']);
  });
});

describe('absurdly deep input', () => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  it('a field nested 2000 levels deep answers 400 naming the field (found by the fuzz test: it was a 500)', async () => {
    const deep = '['.repeat(2000) + ']'.repeat(2000);
    const response = await request(t.http)
      .put(`/api/protected/admin/tenants/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)
      .set(bearer(superToken))
      .set('Content-Type', 'application/json')
      .send(`{"name":"X","plan":${deep}}`)
      .expect(400);
    expect(refusedFields(response.body)).toEqual([`plan${'[0]'.repeat(15)}`]);
  });
});
