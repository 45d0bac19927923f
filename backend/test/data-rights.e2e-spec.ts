import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import request from 'supertest';
import { Clock } from '../src/domain/shared/clock.js';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { bearer, offerPortion, reserve } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

const EXPORT_FILES = [
  'users',
  'locations',
  'portions',
  'food-safety-log',
  'reservations',
  'waste-records',
  'waste-reasons',
  'meals-served',
  'notification-preferences',
  'api-keys',
  'audit-log',
].flatMap((kind) => [`${kind}.json`, `${kind}.csv`]);

/** Fetches a binary body (supertest would otherwise parse or drop it). */
function download(t: TestApp, path: string, token: string) {
  return request(t.http)
    .get(path)
    .set(bearer(token))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function unzipExport(t: TestApp, tenantId: string, token: string): Promise<Record<string, string>> {
  const response = await download(t, `/api/protected/tenants/${tenantId}/export`, token).expect(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="portiepunt-.+\.zip"$/);
  const files = unzipSync(new Uint8Array(response.body as Buffer));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Every text-like column of every table, searched for the given strings. */
async function findAnywhere(databaseUrl: string, needles: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
    );
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const needle of needles) {
        const { rowCount } = await client.query(`SELECT 1 FROM "${table}" WHERE "${column}"::text ILIKE $1 LIMIT 1`, [`%${needle}%`]);
        if (rowCount) hits.push(`${table}.${column} holds ${needle}`);
      }
    }
    return hits;
  } finally {
    await client.end();
  }
}

const OWN_PASSWORD = 'Zelf-gekozen-42';

/** Registers a colleague through the API (a temporary password) and lets them choose their own, as they must first. */
async function addColleague(
  t: TestApp,
  tenant: TenantFixture,
  fields: { email: string; firstName: string; lastName: string; role: string },
): Promise<{ id: string; token: string }> {
  const created = await request(t.http)
    .post('/api/auth/register')
    .set(bearer(tenant.tokens.admin))
    .send({ ...fields, password: PASSWORD, tenantId: tenant.tenantId })
    .expect(201);
  const temporary = (await request(t.http).post('/api/auth/login').send({ email: fields.email, password: PASSWORD }).expect(200)).body
    .token;
  await request(t.http)
    .put('/api/protected/profile/password')
    .set(bearer(temporary))
    .send({ currentPassword: PASSWORD, newPassword: OWN_PASSWORD })
    .expect(204);
  const token = (await request(t.http).post('/api/auth/login').send({ email: fields.email, password: OWN_PASSWORD }).expect(200)).body
    .token;
  return { id: created.body.id, token };
}

describe('data rights', () => {
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;
  let clock: Clock;
  let apiKeySecret: string;

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(Clock);
    a = await createTenant(t);
    b = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
    const portion = await offerPortion(t, a, clock, {
      title: 'Stamppot',
      totalQuantity: 5,
      allergens: ['Lactose'],
      mayContain: ['nuts'],
      diet: ['vegetarian'],
      storage: 'hot',
    });
    await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
    await offerPortion(t, b, clock, { title: 'Geheime soep van B' });
    await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/waste-records`)
      .set(bearer(a.tokens.kitchen))
      .send({ locationId: a.locationId, weightGrams: 1750, stage: 'plate', reasonCode: 'returned', destination: 'digestion' })
      .expect(201);
    apiKeySecret = (
      await request(t.http)
        .post(`/api/protected/tenants/${a.tenantId}/api-keys`)
        .set(bearer(a.tokens.admin))
        .send({ name: 'Keukensysteem', scopes: ['portions:write'] })
        .expect(201)
    ).body.secret;
  });

  afterAll(() => t.close());

  describe('tenant export', () => {
    it("gives the admin a ZIP with every kind as JSON and CSV and a Dutch README, holding only the tenant's own data", async () => {
      const files = await unzipExport(t, a.tenantId, a.tokens.admin);
      expect(Object.keys(files).sort()).toEqual([...EXPORT_FILES, 'README.txt'].sort());
      expect(files['README.txt']).toContain('Export van Portiepunt');
      const users = JSON.parse(files['users.json']) as Record<string, unknown>[];
      expect(users.map((user) => user.email).sort()).toEqual(Object.values(a.emails).sort());
      expect(JSON.stringify(users)).not.toMatch(/password|scrypt/i);
      const portions = JSON.parse(files['portions.json']) as { title: string }[];
      expect(portions.map((portion) => portion.title)).toEqual(['Stamppot']);
      expect(portions[0]).toMatchObject({
        allergens: ['milk'],
        mayContain: ['nuts'],
        allergensDeclared: true,
        diet: ['vegetarian'],
        storage: 'hot',
        reheat: false,
      });
      expect(files['portions.csv'].split('\n')[0]).toContain(
        'allergens,mayContain,allergensDeclared,diet,ingredients,preparedAt,storage,reheat',
      );
      expect(files['portions.csv']).toContain('milk');
      const reservations = JSON.parse(files['reservations.json']) as { quantity: number; userId: string }[];
      expect(reservations).toEqual([expect.objectContaining({ quantity: 2, userId: a.userIds.staff })]);
      const csvLines = files['reservations.csv'].trim().split('\n');
      expect(csvLines[0]).toBe('id,portionId,userId,quantity,status,reservedAt,pickedUpAt,cancelledAt');
      expect(csvLines).toHaveLength(2);
      expect(Object.values(files).join('\n')).not.toContain('Geheime soep van B');
      expect(JSON.parse(files['audit-log.json']).length).toBeGreaterThan(0);
      expect(JSON.parse(files['api-keys.json'])).toEqual([expect.objectContaining({ name: 'Keukensysteem', scopes: ['portions:write'] })]);
      expect(files['api-keys.csv']).not.toContain(apiKeySecret);
      expect(JSON.parse(files['waste-records.json'])).toEqual([
        expect.objectContaining({ weightGrams: 1750, stage: 'plate', recordedBy: a.userIds.kitchen }),
      ]);
    });

    it('writes no CSV cell a spreadsheet would run as a formula: titles, API key names, a forged audit IP', async () => {
      const c = await createTenant(t);
      for (const title of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)']) await offerPortion(t, c, clock, { title });
      await request(t.http)
        .post(`/api/protected/tenants/${c.tenantId}/api-keys`)
        .set(bearer(c.tokens.admin))
        .send({ name: '=cmd|calc', scopes: ['portions:write'] })
        .expect(201);
      const files = await unzipExport(t, c.tenantId, c.tokens.admin);
      const cells = Object.entries(files)
        .filter(([name]) => name.endsWith('.csv'))
        .flatMap(([, text]) => text.split('\n').flatMap((line) => line.split(',')))
        .map((cell) => cell.replace(/^"/, ''));
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      expect(files['portions.csv']).toContain("'=HYPERLINK");
      expect(files['api-keys.csv']).toContain("'=cmd|calc");
    });

    it('is refused to staff, to the kitchen and to the admin of another tenant', async () => {
      await request(t.http).get(`/api/protected/tenants/${a.tenantId}/export`).set(bearer(a.tokens.staff)).expect(403);
      await request(t.http).get(`/api/protected/tenants/${a.tenantId}/export`).set(bearer(a.tokens.kitchen)).expect(403);
      await request(t.http).get(`/api/protected/tenants/${a.tenantId}/export`).set(bearer(b.tokens.admin)).expect(403);
      await request(t.http).get(`/api/protected/tenants/${a.tenantId}/export`).expect(401);
    });

    it('lets the superadmin export any tenant, also a deactivated one', async () => {
      const c = await createTenant(t);
      await request(t.http).put(`/api/protected/admin/tenants/${c.tenantId}`).set(bearer(superToken)).send({ isActive: false }).expect(200);
      const files = await unzipExport(t, c.tenantId, superToken);
      expect(JSON.parse(files['users.json'])).toHaveLength(3);
    });
  });

  describe('personal export', () => {
    it("gives every user their own profile and reservations, and nobody else's", async () => {
      const response = await request(t.http).get('/api/protected/profile/export').set(bearer(a.tokens.staff)).expect(200);
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.body.profile).toMatchObject({ id: a.userIds.staff, email: a.emails.staff, firstName: 'Sanne' });
      expect(response.body.reservations).toEqual([
        expect.objectContaining({
          portionTitle: 'Stamppot',
          quantity: 2,
          portionAllergens: ['milk'],
          portionMayContain: ['nuts'],
          portionDiet: ['vegetarian'],
        }),
      ]);
      expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt/i);
      const kitchen = await request(t.http).get('/api/protected/profile/export').set(bearer(a.tokens.kitchen)).expect(200);
      expect(kitchen.body.reservations).toEqual([]);
      expect(kitchen.body.wasteRecords).toEqual([expect.objectContaining({ weightGrams: 1750, stage: 'plate', reasonCode: 'returned' })]);
      expect(response.body.wasteRecords).toEqual([]);
    });
  });

  describe('erasing a user', () => {
    it('leaves their name and address nowhere in the database, refuses their login, and keeps the statistics equal', async () => {
      const c = await createTenant(t);
      const portion = await offerPortion(t, c, clock, { totalQuantity: 4 });
      const pieter = await addColleague(t, c, {
        email: 'pieter.erasmus@example.nl',
        firstName: 'Pieterjan',
        lastName: 'Wegwezen',
        role: 'staff',
      });
      await reserve(t, pieter.token, portion.id, 1).expect(201);
      await request(t.http)
        .put('/api/protected/profile/notifications')
        .set(bearer(pieter.token))
        .send({ newPortions: 'instant', locations: null, push: false, reminders: true })
        .expect(200);
      const mine = (await request(t.http).get('/api/protected/profile/export').set(bearer(pieter.token)).expect(200)).body;
      expect(mine.notificationPreferences).toMatchObject({ newPortions: 'instant', reminders: true });
      const statsBefore = (await request(t.http).get(`/api/protected/tenants/${c.tenantId}/stats`).set(bearer(c.tokens.admin)).expect(200))
        .body;

      const erased = await request(t.http)
        .delete(`/api/protected/tenants/${c.tenantId}/users/${pieter.id}`)
        .set(bearer(c.tokens.admin))
        .expect(200);
      expect(erased.body).toMatchObject({ id: pieter.id, isActive: false, firstName: 'Verwijderde' });

      expect(await findAnywhere(t.databaseUrl, ['pieter.erasmus', 'Pieterjan', 'Wegwezen'])).toEqual([]);
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      const left = await client.query(`SELECT count(*)::int AS n FROM notification_preferences WHERE user_id = $1`, [pieter.id]);
      await client.end();
      expect(left.rows[0].n).toBe(0);
      await request(t.http).post('/api/auth/login').send({ email: 'pieter.erasmus@example.nl', password: OWN_PASSWORD }).expect(401);
      await request(t.http).get('/api/protected/profile').set(bearer(pieter.token)).expect(401);
      const statsAfter = (await request(t.http).get(`/api/protected/tenants/${c.tenantId}/stats`).set(bearer(c.tokens.admin)).expect(200))
        .body;
      expect(statsAfter).toEqual(statsBefore);
      const files = await unzipExport(t, c.tenantId, c.tokens.admin);
      expect(Object.values(files).join('\n')).not.toMatch(/pieter\.erasmus|Pieterjan|Wegwezen/);
      expect(JSON.parse(files['reservations.json'])).toHaveLength(1);
    });

    it('can never be undone by reactivating the account', async () => {
      const c = await createTenant(t);
      await request(t.http)
        .delete(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.kitchen}`)
        .set(bearer(c.tokens.admin))
        .expect(200);
      const response = await request(t.http)
        .put(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.kitchen}`)
        .set(bearer(c.tokens.admin))
        .send({ isActive: true })
        .expect(409);
      expect(response.body.code).toBe('user_erased');
      await request(t.http)
        .delete(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.kitchen}`)
        .set(bearer(c.tokens.admin))
        .expect(409);
    });

    it('refuses to erase your own account or the last active admin with 409', async () => {
      const c = await createTenant(t);
      const self = await request(t.http)
        .delete(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.admin}`)
        .set(bearer(c.tokens.admin))
        .expect(409);
      expect(self.body.code).toBe('own_erasure');
      const second = await addColleague(t, c, {
        email: `tweede.${c.tenantId}@example.nl`,
        firstName: 'Tweede',
        lastName: 'Beheerder',
        role: 'admin',
      });
      await request(t.http).delete(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.admin}`).set(bearer(second.token)).expect(200);
      await request(t.http)
        .put(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.admin}`)
        .set(bearer(second.token))
        .send({})
        .expect(409);
      const last = await request(t.http)
        .delete(`/api/protected/tenants/${c.tenantId}/users/${second.id}`)
        .set(bearer(second.token))
        .expect(409);
      expect(last.body.code).toBe('own_erasure');
    });

    it('finds no user of another tenant (404) and refuses every role but admin (403)', async () => {
      await request(t.http).delete(`/api/protected/tenants/${a.tenantId}/users/${b.userIds.staff}`).set(bearer(a.tokens.admin)).expect(404);
      await request(t.http).delete(`/api/protected/tenants/${a.tenantId}/users/${a.userIds.staff}`).set(bearer(b.tokens.admin)).expect(403);
      await request(t.http)
        .delete(`/api/protected/tenants/${a.tenantId}/users/${a.userIds.staff}`)
        .set(bearer(a.tokens.kitchen))
        .expect(403);
      await request(t.http).delete(`/api/protected/tenants/${a.tenantId}/users/${a.userIds.staff}`).set(bearer(superToken)).expect(403);
      await request(t.http).get('/api/protected/profile').set(bearer(a.tokens.staff)).expect(200);
    });
  });

  describe('erasing a tenant', () => {
    it('needs the tenant deactivated (409) and its slug repeated (400), then removes all its data', async () => {
      const c = await createTenant(t);
      await offerPortion(t, c, clock);
      const tenant = (await request(t.http).get(`/api/protected/admin/tenants/${c.tenantId}`).set(bearer(superToken)).expect(200)).body;
      const active = await request(t.http)
        .delete(`/api/protected/admin/tenants/${c.tenantId}`)
        .set(bearer(superToken))
        .send({ slug: tenant.slug })
        .expect(409);
      expect(active.body.code).toBe('tenant_active');
      await request(t.http).put(`/api/protected/admin/tenants/${c.tenantId}`).set(bearer(superToken)).send({ isActive: false }).expect(200);
      const wrong = await request(t.http)
        .delete(`/api/protected/admin/tenants/${c.tenantId}`)
        .set(bearer(superToken))
        .send({ slug: 'iets-anders' })
        .expect(400);
      expect(refusedFields(wrong.body)).toEqual(['slug']);
      await request(t.http).delete(`/api/protected/admin/tenants/${c.tenantId}`).set(bearer(superToken)).send({}).expect(400);
      await request(t.http)
        .delete(`/api/protected/admin/tenants/${c.tenantId}`)
        .set(bearer(b.tokens.admin))
        .send({ slug: tenant.slug })
        .expect(403);

      await request(t.http)
        .delete(`/api/protected/admin/tenants/${c.tenantId}`)
        .set(bearer(superToken))
        .send({ slug: tenant.slug })
        .expect(200);
      await request(t.http).get(`/api/protected/admin/tenants/${c.tenantId}`).set(bearer(superToken)).expect(404);
      expect(await findAnywhere(t.databaseUrl, Object.values(c.emails))).toEqual([]);
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      const left = await client.query(
        `SELECT (SELECT count(*) FROM portions WHERE tenant_id = $1) + (SELECT count(*) FROM locations WHERE tenant_id = $1) AS n`,
        [c.tenantId],
      );
      await client.end();
      expect(Number(left.rows[0].n)).toBe(0);
      const audit = await request(t.http)
        .get('/api/protected/admin/audit')
        .query({ filter: JSON.stringify({ action: 'tenant.erased', tenantId: c.tenantId }) })
        .set(bearer(superToken))
        .expect(200);
      expect(audit.body).toHaveLength(1);
    });
  });
});
