import request from 'supertest';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusalsOf, refusedFields } from './support/field-errors.js';

describe('tenant settings', () => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const settings = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/settings`;
  const noLimits = { maxHoursPreparedToEnd: { hot: null, chilled: null, ambient: null } };
  const wasteDefaults = { defaultPortionWeightGrams: 400, wasteBaseline: null, co2eKgPerKgFood: 2.5, wasteCostCentsPerKg: 0 };
  const foodSafetyOff = {
    foodSafety: { enabled: false, hotMinC: 60, chilledMaxC: 7, coolingMaxHours: 5, hotHoldingMaxHours: 3, locations: [] },
  };

  it('a tenant without saved settings reads null for every setting', async () => {
    const f = await createTenant(t);
    await request(t.http)
      .get(settings(f))
      .set(auth(f.tokens.staff))
      .expect(200, {
        maxOpenReservationsPerPerson: null,
        defaultPriceCents: null,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
  });

  it("the admin's change is read by every role of the tenant and by a superadmin", async () => {
    const f = await createTenant(t);
    const saved = await request(t.http)
      .put(settings(f))
      .set(auth(f.tokens.admin))
      .send({ maxOpenReservationsPerPerson: 2, defaultPriceCents: 350, ...noLimits })
      .expect(200);
    expect(saved.body).toEqual({
      maxOpenReservationsPerPerson: 2,
      defaultPriceCents: 350,
      ...noLimits,
      pickupConfirmation: 'self',
      defaultLanguage: 'nl',
      ...wasteDefaults,
      ...foodSafetyOff,
    });
    for (const token of [f.tokens.kitchen, f.tokens.staff, f.tokens.admin, superToken]) {
      await request(t.http).get(settings(f)).set(auth(token)).expect(200, saved.body);
    }
  });

  it('an absent key keeps its value and null clears it', async () => {
    const f = await createTenant(t);
    await request(t.http)
      .put(settings(f))
      .set(auth(f.tokens.admin))
      .send({ maxOpenReservationsPerPerson: 4, defaultPriceCents: 200, ...noLimits })
      .expect(200);
    await request(t.http)
      .put(settings(f))
      .set(auth(f.tokens.admin))
      .send({ defaultPriceCents: 150 })
      .expect(200, {
        maxOpenReservationsPerPerson: 4,
        defaultPriceCents: 150,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
    await request(t.http)
      .put(settings(f))
      .set(auth(f.tokens.admin))
      .send({ maxOpenReservationsPerPerson: null })
      .expect(200, {
        maxOpenReservationsPerPerson: null,
        defaultPriceCents: 150,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
  });

  it.each([
    [{ maxOpenReservationsPerPerson: 0 }, 'maxOpenReservationsPerPerson'],
    [{ maxOpenReservationsPerPerson: 11 }, 'maxOpenReservationsPerPerson'],
    [{ maxOpenReservationsPerPerson: '3' }, 'maxOpenReservationsPerPerson'],
    [{ defaultPriceCents: 2001 }, 'defaultPriceCents'],
    [{ defaultPriceCents: -1 }, 'defaultPriceCents'],
    [{ defaultPriceCents: 1.5 }, 'defaultPriceCents'],
    [{ maxHoursPreparedToEnd: { hot: 0 } }, 'maxHoursPreparedToEnd.hot'],
    [{ maxHoursPreparedToEnd: { chilled: 169 } }, 'maxHoursPreparedToEnd.chilled'],
    [{ maxHoursPreparedToEnd: { ambient: 1.5 } }, 'maxHoursPreparedToEnd.ambient'],
    [{ maxHoursPreparedToEnd: { frozen: 4 } }, 'maxHoursPreparedToEnd.frozen'],
    [{ maxHoursPreparedToEnd: null }, 'maxHoursPreparedToEnd'],
  ])('refuses %j with a 400 naming the field and stores nothing', async (body, field) => {
    const f = await createTenant(t);
    const response = await request(t.http).put(settings(f)).set(auth(f.tokens.admin)).send(body).expect(400);
    expect(refusedFields(response.body)).toContain(field);
    await request(t.http)
      .get(settings(f))
      .set(auth(f.tokens.admin))
      .expect(200, {
        maxOpenReservationsPerPerson: null,
        defaultPriceCents: null,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
  });

  it('only the admin writes: kitchen, staff and superadmin get 403', async () => {
    const f = await createTenant(t);
    for (const token of [f.tokens.kitchen, f.tokens.staff, superToken]) {
      await request(t.http).put(settings(f)).set(auth(token)).send({ maxOpenReservationsPerPerson: 1 }).expect(403);
    }
    await request(t.http)
      .get(settings(f))
      .set(auth(f.tokens.admin))
      .expect(200, {
        maxOpenReservationsPerPerson: null,
        defaultPriceCents: null,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
  });

  it("another tenant's users neither read nor change a tenant's settings", async () => {
    const mine = await createTenant(t);
    const theirs = await createTenant(t);
    await request(t.http).put(settings(mine)).set(auth(mine.tokens.admin)).send({ maxOpenReservationsPerPerson: 5 }).expect(200);
    for (const role of ['kitchen', 'staff', 'admin'] as const) {
      await request(t.http).get(settings(mine)).set(auth(theirs.tokens[role])).expect(403);
    }
    await request(t.http).put(settings(mine)).set(auth(theirs.tokens.admin)).send({ maxOpenReservationsPerPerson: 1 }).expect(403);
    await request(t.http)
      .get(settings(theirs))
      .set(auth(theirs.tokens.admin))
      .expect(200, {
        maxOpenReservationsPerPerson: null,
        defaultPriceCents: null,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
    await request(t.http)
      .get(settings(mine))
      .set(auth(mine.tokens.admin))
      .expect(200, {
        maxOpenReservationsPerPerson: 5,
        defaultPriceCents: null,
        ...noLimits,
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
  });

  it('keeps the longest time from preparation to the end of pick-up per storage kind; an absent kind stays', async () => {
    const f = await createTenant(t);
    await request(t.http)
      .put(settings(f))
      .set(auth(f.tokens.admin))
      .send({ maxHoursPreparedToEnd: { hot: 4, chilled: 168 } })
      .expect(200);
    await request(t.http)
      .put(settings(f))
      .set(auth(f.tokens.admin))
      .send({ maxHoursPreparedToEnd: { ambient: 1, hot: null } })
      .expect(200, {
        maxOpenReservationsPerPerson: null,
        defaultPriceCents: null,
        maxHoursPreparedToEnd: { hot: null, chilled: 168, ambient: 1 },
        pickupConfirmation: 'self',
        defaultLanguage: 'nl',
        ...wasteDefaults,
        ...foodSafetyOff,
      });
  });

  it('a superadmin reading an unknown tenant gets 404', async () => {
    await request(t.http).get('/api/protected/tenants/00000000-0000-4000-8000-000000000000/settings').set(auth(superToken)).expect(404);
  });

  it('keeps the default language of invited users; an unknown language answers 400 and changes nothing', async () => {
    const f = await createTenant(t);
    await request(t.http).put(settings(f)).set(auth(f.tokens.admin)).send({ defaultLanguage: 'fr' }).expect(200);
    const refused = await request(t.http).put(settings(f)).set(auth(f.tokens.admin)).send({ defaultLanguage: 'de' }).expect(400);
    expect(refusalsOf(refused.body, 'defaultLanguage').map(({ code }) => code)).toEqual(['not_allowed']);
    expect((await request(t.http).get(settings(f)).set(auth(f.tokens.staff)).expect(200)).body).toMatchObject({ defaultLanguage: 'fr' });
    const invited = await request(t.http)
      .post(`/api/protected/tenants/${f.tenantId}/users`)
      .set(auth(f.tokens.admin))
      .send({ email: 'invite-fr@test.be', firstName: 'Amélie', lastName: 'Dubois', role: 'staff' })
      .expect(201);
    expect(invited.body.language).toBe('fr');
  });
});
