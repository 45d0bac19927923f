import request from 'supertest';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

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
    await request(t.http).patch(`/api/protected/tenants/${a.tenantId}/portions/${withdrawn.id}/status`).set(bearer(a.tokens.kitchen)).send({ status: 'expired' }).expect(200);
    // Expires by time, unseen by the job: 5 offered, 2 picked up, 1 still reserved when it ends (a no-show).
    const expiring = await offerPortion(t, a, clock, { totalQuantity: 5, availableUntil: until(1) });
    await setStatus(a.tokens.staff, (await reserve(t, a.tokens.staff, expiring.id, 2).expect(201)).body.id, 'picked_up');
    await reserve(t, a.tokens.staff, expiring.id, 1).expect(201);
    clock.advance(HOUR);
  });
  afterAll(() => t.close());

  it('sums offered, non-cancelled reserved and picked-up quantities, and the waste reduction of finished and expired portions', async () => {
    const response = await request(t.http).get(stats(a)).set(bearer(a.tokens.admin)).expect(200);
    // Over: 4 + 6 + 5 = 15 offered, 4 + 1 + 2 = 7 picked up: 47 %.
    expect(response.body).toEqual({ totalPortions: 25, totalReservations: 12, totalSaved: 10, wasteReduction: 47 });
  });

  it('a tenant without portions has zeros, and a waste reduction of 0', async () => {
    const response = await request(t.http).get(stats(b)).set(bearer(b.tokens.admin)).expect(200);
    expect(response.body).toEqual({ totalPortions: 0, totalReservations: 0, totalSaved: 0, wasteReduction: 0 });
  });

  it('only the tenant admin reads them; a superadmin may read any tenant\'s', async () => {
    for (const path of [stats(a), `${stats(a)}/weekly`]) {
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
    await request(t.http).get(`${missing}/weekly`).set(bearer(superToken)).expect(404);
  });

  it('weekly: twelve ISO weeks by default, oldest first, empty weeks included, this week\'s portions in the last', async () => {
    const response = await request(t.http).get(`${stats(a)}/weekly`).set(bearer(a.tokens.admin)).expect(200);
    const mondays = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 10, 23 - 7 * (11 - i))).toISOString().slice(0, 10));
    expect(response.body.map((row: { weekStart: string }) => row.weekStart)).toEqual(mondays);
    expect(response.body.slice(0, 11).every((row: { offered: number; reserved: number; pickedUp: number }) => row.offered + row.reserved + row.pickedUp === 0)).toBe(true);
    expect(response.body[11]).toEqual({ weekStart: '2026-11-23', offered: 25, reserved: 12, pickedUp: 10, noShows: 1 });
  });

  it('weekly: weeks follow Amsterdam time, so Sunday 23:59 local counts in the week before', async () => {
    const tenant = await createTenant(t);
    clock.set(new Date('2026-11-22T22:59:00Z'));
    await offerPortion(t, tenant, clock, { totalQuantity: 2 });
    clock.set(new Date('2026-11-22T23:00:00Z'));
    await offerPortion(t, tenant, clock, { totalQuantity: 3 });
    clock.advance(HOUR);
    const response = await request(t.http).get(`${stats(tenant)}/weekly?weeks=3`).set(bearer(tenant.tokens.admin)).expect(200);
    expect(response.body).toEqual([
      { weekStart: '2026-11-09', offered: 0, reserved: 0, pickedUp: 0, noShows: 0 },
      { weekStart: '2026-11-16', offered: 2, reserved: 0, pickedUp: 0, noShows: 0 },
      { weekStart: '2026-11-23', offered: 3, reserved: 0, pickedUp: 0, noShows: 0 },
    ]);
  });

  it.each(['0', '105', '2.5', 'abc'])('weekly: weeks=%s answers 400', async (weeks) => {
    const response = await request(t.http).get(`${stats(a)}/weekly?weeks=${weeks}`).set(bearer(a.tokens.admin)).expect(400);
    expect(Object.keys(response.body.errors)).toEqual(['weeks']);
  });
});
