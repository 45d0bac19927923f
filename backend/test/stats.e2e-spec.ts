import request from 'supertest';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import { createStaffMembers, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

/** Monday 2026-11-23, 00:30 in Amsterdam (CET): still Sunday in UTC. */
const MONDAY_NIGHT = new Date('2026-11-22T23:30:00Z');

describe('statistics', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;

  const stats = (tenant: TenantFixture) => `/api/protected/tenants/${tenant.tenantId}/stats`;
  const until = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
  const setStatus = (token: string, id: string, status: string) =>
    request(t.http).patch(`/api/protected/reservations/${id}/status`).set(bearer(token)).send({ status }).expect(200);

  beforeAll(async () => {
    clock.set(MONDAY_NIGHT);
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;

    // Still open: 10 offered; 3 picked up, 2 cancelled, 1 reserved.
    const open = await offerPortion(t, a, clock, { totalQuantity: 10, availableUntil: until(3) });
    await setStatus(a.tokens.staff, (await reserve(t, a.tokens.staff, open.id, 3).expect(201)).body.id, 'picked_up');
    await setStatus(a.tokens.staff, (await reserve(t, a.tokens.staff, open.id, 2).expect(201)).body.id, 'cancelled');
    await reserve(t, a.tokens.staff, open.id, 1).expect(201);
    // Finished: 4 offered, 4 picked up.
    const finished = await offerPortion(t, a, clock, { totalQuantity: 4, availableUntil: until(3) });
    await setStatus(a.tokens.kitchen, (await reserve(t, a.tokens.staff, finished.id, 4).expect(201)).body.id, 'picked_up');
    // Withdrawn: 6 offered, 1 picked up, 1 cancelled by the withdrawal.
    const withdrawn = await offerPortion(t, a, clock, { totalQuantity: 6, availableUntil: until(3) });
    await setStatus(a.tokens.staff, (await reserve(t, a.tokens.staff, withdrawn.id, 1).expect(201)).body.id, 'picked_up');
    await reserve(t, a.tokens.staff, withdrawn.id, 1).expect(201);
    await request(t.http)
      .patch(`/api/protected/tenants/${a.tenantId}/portions/${withdrawn.id}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'expired' })
      .expect(200);
    // Expires by time, unseen by the job: 5 offered, 2 picked up, 1 still reserved when it ends (a no-show).
    const expiring = await offerPortion(t, a, clock, { totalQuantity: 5, availableUntil: until(1) });
    await setStatus(a.tokens.staff, (await reserve(t, a.tokens.staff, expiring.id, 2).expect(201)).body.id, 'picked_up');
    await reserve(t, a.tokens.staff, expiring.id, 1).expect(201);
    clock.advance(HOUR);
  });
  afterAll(() => t.close());

  it('sums offered, non-cancelled reserved and picked-up quantities; the waste reduction is picked up of offered, 2.5 kg CO2e per meal', async () => {
    const response = await request(t.http).get(stats(a)).set(bearer(a.tokens.admin)).expect(200);
    // 10 of 25 picked up: 40 %, 25 kg CO2e; no prices, so nothing was paid.
    // The one portion still reserved when its window closed is a no-show ("Niet opgehaald").
    expect(response.body).toEqual({
      totalPortions: 25,
      totalReservations: 12,
      totalSaved: 10,
      totalNoShows: 1,
      wasteReduction: 40,
      co2eKg: 25,
      moneySavedCents: 0,
    });
  });

  it('a tenant without portions has zeros, and a waste reduction of 0', async () => {
    const response = await request(t.http).get(stats(b)).set(bearer(b.tokens.admin)).expect(200);
    expect(response.body).toEqual({
      totalPortions: 0,
      totalReservations: 0,
      totalSaved: 0,
      totalNoShows: 0,
      wasteReduction: 0,
      co2eKg: 0,
      moneySavedCents: 0,
    });
  });

  it("only the tenant admin reads them; a superadmin may read any tenant's", async () => {
    for (const path of [stats(a), `${stats(a)}/weekly`, `${stats(a)}/daily`, `${stats(a)}/locations`]) {
      await request(t.http).get(path).set(bearer(a.tokens.kitchen)).expect(403);
      await request(t.http).get(path).set(bearer(a.tokens.staff)).expect(403);
      await request(t.http).get(path).set(bearer(b.tokens.admin)).expect(403);
      await request(t.http).get(path).expect(401);
      await request(t.http).get(path).set(bearer(superToken)).expect(200);
    }
    const superRead = await request(t.http).get(stats(a)).set(bearer(superToken)).expect(200);
    expect(superRead.body.totalPortions).toBe(25);
  });

  it('a superadmin asking for a tenant that does not exist gets 404', async () => {
    const missing = '/api/protected/tenants/00000000-0000-4000-8000-000000000000/stats';
    await request(t.http).get(missing).set(bearer(superToken)).expect(404);
    for (const path of ['weekly', 'daily', 'locations'])
      await request(t.http).get(`${missing}/${path}`).set(bearer(superToken)).expect(404);
  });

  it("weekly: twelve ISO weeks by default, oldest first, empty weeks included, this week's portions in the last", async () => {
    const response = await request(t.http)
      .get(`${stats(a)}/weekly`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    const mondays = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 10, 23 - 7 * (11 - i))).toISOString().slice(0, 10));
    expect(response.body.map((row: { weekStart: string }) => row.weekStart)).toEqual(mondays);
    expect(
      response.body
        .slice(0, 11)
        .every((row: { offered: number; reserved: number; pickedUp: number }) => row.offered + row.reserved + row.pickedUp === 0),
    ).toBe(true);
    expect(response.body[11]).toEqual({
      weekStart: '2026-11-23',
      offered: 25,
      reserved: 12,
      pickedUp: 10,
      noShows: 1,
      wasteReduction: 40,
      co2eKg: 25,
      moneySavedCents: 0,
    });
  });

  it('weekly: weeks follow Amsterdam time, so Sunday 23:59 local counts in the week before', async () => {
    const tenant = await createTenant(t);
    clock.set(new Date('2026-11-22T22:59:00Z'));
    await offerPortion(t, tenant, clock, { totalQuantity: 2 });
    clock.set(new Date('2026-11-22T23:00:00Z'));
    await offerPortion(t, tenant, clock, { totalQuantity: 3 });
    clock.advance(HOUR);
    const response = await request(t.http)
      .get(`${stats(tenant)}/weekly?weeks=3`)
      .set(bearer(tenant.tokens.admin))
      .expect(200);
    expect(
      response.body.map(({ weekStart, offered, reserved, pickedUp }: Record<string, unknown>) => ({
        weekStart,
        offered,
        reserved,
        pickedUp,
      })),
    ).toEqual([
      { weekStart: '2026-11-09', offered: 0, reserved: 0, pickedUp: 0 },
      { weekStart: '2026-11-16', offered: 2, reserved: 0, pickedUp: 0 },
      { weekStart: '2026-11-23', offered: 3, reserved: 0, pickedUp: 0 },
    ]);
    clock.set(new Date(MONDAY_NIGHT.getTime() + HOUR));
  });

  it('weekly: what is still reserved once a portion is over is a no-show, until the kitchen hands it over late', async () => {
    const tenant = await createTenant(t);
    const [colleague] = await createStaffMembers(t, tenant, 1);
    const portion = await offerPortion(t, tenant, clock, { totalQuantity: 4, availableUntil: until(0.5) });
    const first = (await reserve(t, tenant.tokens.staff, portion.id, 2).expect(201)).body;
    const second = (await reserve(t, colleague.token, portion.id, 1).expect(201)).body;
    const thisWeek = async () => {
      const weeks = (
        await request(t.http)
          .get(`${stats(tenant)}/weekly?weeks=1`)
          .set(bearer(tenant.tokens.admin))
          .expect(200)
      ).body;
      const totals = (await request(t.http).get(stats(tenant)).set(bearer(tenant.tokens.admin)).expect(200)).body;
      expect(totals.totalNoShows).toBe(weeks[0].noShows);
      return { reserved: weeks[0].reserved, pickedUp: weeks[0].pickedUp, noShows: weeks[0].noShows };
    };
    const start = clock.now();
    try {
      expect(await thisWeek()).toEqual({ reserved: 3, pickedUp: 0, noShows: 0 });
      // Half an hour: past this portion's end, not yet past the end of tenant a's portion still on offer.
      clock.advance(HOUR / 2);
      expect(await thisWeek()).toEqual({ reserved: 3, pickedUp: 0, noShows: 3 });
      await setStatus(tenant.tokens.kitchen, first.id, 'picked_up');
      expect(await thisWeek()).toEqual({ reserved: 3, pickedUp: 2, noShows: 1 });
      // Once the job has closed the portion, it is read from the rollup: the same figures, and a late hand-over still counts.
      await t.app.get(ExpirePortionsUseCase).execute();
      expect(await thisWeek()).toEqual({ reserved: 3, pickedUp: 2, noShows: 1 });
      await setStatus(tenant.tokens.kitchen, second.id, 'picked_up');
      expect(await thisWeek()).toEqual({ reserved: 3, pickedUp: 3, noShows: 0 });
    } finally {
      clock.set(start);
    }
  });

  it.each(['0', '105', '2.5', 'abc'])('weekly: weeks=%s answers 400', async (weeks) => {
    const response = await request(t.http)
      .get(`${stats(a)}/weekly?weeks=${weeks}`)
      .set(bearer(a.tokens.admin))
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['weeks']);
  });

  it.each(['0', '367', 'x'])('daily: days=%s answers 400', async (days) => {
    const response = await request(t.http)
      .get(`${stats(a)}/daily?days=${days}`)
      .set(bearer(a.tokens.admin))
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['days']);
  });

  it('food: counts the portions of the last days by allergen and diet mark, with the vegetarian share of the quantity', async () => {
    const c = await createTenant(t);
    await offerPortion(t, c, clock, { totalQuantity: 6, allergens: ['gluten', 'milk'], diet: ['vegetarian'], availableUntil: until(2) });
    await offerPortion(t, c, clock, { totalQuantity: 2, allergens: [], diet: ['vegetarian', 'vegan'], availableUntil: until(2) });
    await offerPortion(t, c, clock, { totalQuantity: 2, allergens: ['milk'], mayContain: ['nuts'], availableUntil: until(2) });
    const response = await request(t.http)
      .get(`${stats(c)}/food?days=7`)
      .set(bearer(c.tokens.admin))
      .expect(200);
    const byCode = (rows: { code: string }[]) => Object.fromEntries(rows.map(({ code, ...row }) => [code, row]));
    expect(response.body).toMatchObject({ portions: 3, offered: 10, noAllergens: { portions: 1, offered: 2, sharePercent: 20 } });
    expect(response.body.undeclared).toMatchObject({ portions: 0 });
    expect(response.body.allergens.map((row: { code: string }) => row.code)).toHaveLength(14);
    expect(byCode(response.body.allergens)).toMatchObject({
      gluten: { portions: 1, offered: 6, sharePercent: 60 },
      milk: { portions: 2, offered: 8, sharePercent: 80 },
      peanuts: { portions: 0, offered: 0, sharePercent: 0 },
    });
    expect(byCode(response.body.mayContain).nuts).toEqual({ portions: 1, offered: 2, sharePercent: 20 });
    expect(byCode(response.body.diet)).toEqual({
      vegetarian: { portions: 2, offered: 8, sharePercent: 80 },
      vegan: { portions: 1, offered: 2, sharePercent: 20 },
      halal: { portions: 0, offered: 0, sharePercent: 0 },
      no_pork: { portions: 0, offered: 0, sharePercent: 0 },
    });
    await request(t.http)
      .get(`${stats(c)}/food`)
      .set(bearer(c.tokens.kitchen))
      .expect(403);
    await request(t.http)
      .get(`${stats(c)}/food?days=0`)
      .set(bearer(c.tokens.admin))
      .expect(400);
  });

  it('a locationId that is not a UUID answers 400 naming it', async () => {
    const response = await request(t.http)
      .get(`${stats(a)}?locationId=nope`)
      .set(bearer(a.tokens.admin))
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['locationId']);
  });

  it("daily: 30 Amsterdam days by default, today last with today's portions", async () => {
    const response = await request(t.http)
      .get(`${stats(a)}/daily`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(response.body).toHaveLength(30);
    expect(response.body[0].day).toBe('2026-10-25');
    expect(response.body[29]).toEqual({
      day: '2026-11-23',
      offered: 25,
      reserved: 12,
      pickedUp: 10,
      noShows: 1,
      wasteReduction: 40,
      co2eKg: 25,
      moneySavedCents: 0,
    });
  });

  it("per location and with a location filter, another tenant's location counts nothing", async () => {
    const perLocation = await request(t.http)
      .get(`${stats(a)}/locations`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(perLocation.body).toEqual([
      {
        locationId: a.locationId,
        name: expect.any(String),
        offered: 25,
        reserved: 12,
        pickedUp: 10,
        noShows: 1,
        wasteReduction: 40,
        co2eKg: 25,
        moneySavedCents: 0,
      },
    ]);
    const own = await request(t.http)
      .get(`${stats(a)}?locationId=${a.locationId}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(own.body.totalPortions).toBe(25);
    await offerPortion(t, b, clock, { totalQuantity: 3 });
    const foreign = await request(t.http)
      .get(`${stats(a)}?locationId=${b.locationId}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(foreign.body.totalPortions).toBe(0);
    const foreignWeekly = await request(t.http)
      .get(`${stats(a)}/weekly?locationId=${b.locationId}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(foreignWeekly.body.every((row: { offered: number }) => row.offered === 0)).toBe(true);
    const bLocations = await request(t.http)
      .get(`${stats(b)}/locations`)
      .set(bearer(b.tokens.admin))
      .expect(200);
    expect(bLocations.body.map((row: { locationId: string }) => row.locationId)).toEqual([b.locationId]);
  });
});
