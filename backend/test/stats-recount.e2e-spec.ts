import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import { createStaffMembers, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A small seeded generator, so that a failing run can be repeated with the seed it prints. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Recount {
  offered: number;
  reserved: number;
  pickedUp: number;
  noShows: number;
  moneySavedCents: number;
}

describe('statistics agree with a full recount on random data', () => {
  const seed = Number(process.env.STATS_SEED ?? Date.now() % 100000);
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const clock = new TestClock();
  let t: TestApp;
  let tenant: TenantFixture;
  let secondLocationId: string;
  /** Colleagues who reserve; a person holds at most one open reservation per portion. */
  const staffTokens: string[] = [];
  const stats = () => `/api/protected/tenants/${tenant.tenantId}/stats`;

  beforeAll(async () => {
    console.log(`statistics recount seed: ${seed} (STATS_SEED=${seed} repeats this run)`);
    clock.set(new Date('2026-11-20T09:00:00Z'));
    t = await createTestApp({ clock });
    tenant = await createTenant(t);
    secondLocationId = (
      await request(t.http)
        .post(`/api/protected/tenants/${tenant.tenantId}/locations`)
        .set(bearer(tenant.tokens.admin))
        .send({ name: 'Paviljoen' })
        .expect(201)
    ).body.id;

    staffTokens.push(tenant.tokens.staff, ...(await createStaffMembers(t, tenant, 4)).map((colleague) => colleague.token));
    // Portions priced from the third day on, so that the value sums prices and their absence.
    const setDefaultPrice = (defaultPriceCents: number | null) =>
      request(t.http)
        .put(`/api/protected/tenants/${tenant.tenantId}/settings`)
        .set(bearer(tenant.tokens.admin))
        .send({ defaultPriceCents })
        .expect(200);
    const leftOpen: string[] = [];

    // Random portions over four days and two locations; reservations of random sizes that are picked up,
    // cancelled or left open (no-shows once the portion is over); some portions withdrawn, some left to expire.
    for (let day = 0; day < 4; day++) {
      if (day === 2) await setDefaultPrice(int(0, 2000));
      for (let n = int(2, 4); n > 0; n--) {
        const totalQuantity = int(1, 12);
        const portion = await offerPortion(t, tenant, clock, {
          totalQuantity,
          locationId: random() < 0.5 ? tenant.locationId : secondLocationId,
          availableUntil: new Date(clock.now().getTime() + int(1, 6) * HOUR).toISOString(),
        });
        let left = totalQuantity;
        const open: string[] = [];
        for (let r = int(0, 4); r > 0 && left > 0; r--) {
          const quantity = int(1, Math.min(left, 10));
          // A different colleague each time, so that nobody holds two open reservations of one portion.
          const staff = staffTokens[r];
          const reservation = (await reserve(t, staff, portion.id, quantity).expect(201)).body;
          left -= quantity;
          const fate = random();
          const path = `/api/protected/reservations/${reservation.id}/status`;
          if (fate < 0.5) await request(t.http).patch(path).set(bearer(tenant.tokens.kitchen)).send({ status: 'picked_up' }).expect(200);
          else if (fate < 0.7) {
            await request(t.http).patch(path).set(bearer(staff)).send({ status: 'cancelled' }).expect(200);
            left += quantity;
          } else open.push(reservation.id);
        }
        // A portion with nothing left and nothing open is finished and can no longer be withdrawn.
        const finished = left === 0 && open.length === 0;
        // A withdrawal cancels what is open; otherwise it stays open past the end time.
        if (finished || random() >= 0.15) leftOpen.push(...open);
        else {
          await request(t.http)
            .patch(`/api/protected/tenants/${tenant.tenantId}/portions/${portion.id}/status`)
            .set(bearer(tenant.tokens.kitchen))
            .send({ status: 'expired' })
            .expect(200);
        }
      }
      clock.advance(24 * HOUR);
      // The job closes the first days' portions, so that both the rollup and the live part are counted.
      if (day === 1) await t.app.get(ExpirePortionsUseCase).execute();
    }
    // Some colleagues come late: the kitchen hands over a random part of what was left open (after the end time).
    for (const id of leftOpen) {
      if (random() < 0.4)
        await request(t.http)
          .patch(`/api/protected/reservations/${id}/status`)
          .set(bearer(tenant.tokens.kitchen))
          .send({ status: 'picked_up' })
          .expect(200);
    }
    // On offer now, with a reservation that is not (yet) a no-show.
    const current = await offerPortion(t, tenant, clock, {
      totalQuantity: 5,
      availableUntil: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
    });
    await reserve(t, staffTokens[0], current.id, 2).expect(201);
  });
  afterAll(() => t.close());

  /** Counts from the reservations themselves, not from the portions' counters that the statistics read. */
  async function recount(where = 'TRUE', params: unknown[] = []): Promise<Recount> {
    const db = t.app.get(DataSource);
    const [offered] = await db.query(
      `SELECT coalesce(sum(total_quantity), 0)::int AS n FROM portions p WHERE p.tenant_id = $1 AND ${where}`,
      [tenant.tenantId, ...params],
    );
    const [reservations] = await db.query(
      `SELECT coalesce(sum(r.quantity) FILTER (WHERE r.status <> 'cancelled'), 0)::int AS reserved,
              coalesce(sum(r.quantity) FILTER (WHERE r.status = 'picked_up'), 0)::int AS picked_up,
              coalesce(sum(r.quantity) FILTER (WHERE r.status = 'reserved' AND (p.status <> 'available' OR p.available_until <= $${params.length + 2})), 0)::int AS no_shows,
              coalesce(sum(r.quantity * r.price_cents) FILTER (WHERE r.status = 'picked_up'), 0)::int AS value_cents
         FROM reservations r JOIN portions p ON p.id = r.portion_id
        WHERE r.tenant_id = $1 AND ${where}`,
      [tenant.tenantId, ...params, clock.now()],
    );
    return {
      offered: offered.n,
      reserved: reservations.reserved,
      pickedUp: reservations.picked_up,
      noShows: reservations.no_shows,
      moneySavedCents: reservations.value_cents,
    };
  }

  it('the totals equal the recount, and the figures derive from them', async () => {
    const expected = await recount();
    const response = await request(t.http).get(stats()).set(bearer(tenant.tokens.admin)).expect(200);
    expect(response.body).toEqual({
      totalPortions: expected.offered,
      totalReservations: expected.reserved,
      totalSaved: expected.pickedUp,
      totalNoShows: expected.noShows,
      wasteReduction: expected.offered === 0 ? 0 : Math.round((100 * expected.pickedUp) / expected.offered),
      co2eKg: expected.pickedUp * 2.5,
      moneySavedCents: expected.moneySavedCents,
    });
    expect(expected.pickedUp + expected.noShows).toBeLessThanOrEqual(expected.reserved);
    expect(expected.reserved).toBeLessThanOrEqual(expected.offered);
  });

  it('per location and with the location filter, each location equals its recount and they add up to the total', async () => {
    const perLocation = (await request(t.http).get(`${stats()}/locations`).set(bearer(tenant.tokens.admin)).expect(200))
      .body as (Recount & { locationId: string })[];
    expect(perLocation.map((row) => row.locationId).sort()).toEqual([tenant.locationId, secondLocationId].sort());
    for (const row of perLocation) {
      const expected = await recount('p.location_id = $2', [row.locationId]);
      expect({
        offered: row.offered,
        reserved: row.reserved,
        pickedUp: row.pickedUp,
        noShows: row.noShows,
        moneySavedCents: row.moneySavedCents,
      }).toEqual(expected);
      const filtered = (await request(t.http).get(`${stats()}?locationId=${row.locationId}`).set(bearer(tenant.tokens.admin)).expect(200))
        .body;
      expect([
        filtered.totalPortions,
        filtered.totalReservations,
        filtered.totalSaved,
        filtered.totalNoShows,
        filtered.moneySavedCents,
      ]).toEqual([expected.offered, expected.reserved, expected.pickedUp, expected.noShows, expected.moneySavedCents]);
    }
    const total = await recount();
    expect(perLocation.reduce((sum, row) => sum + row.offered, 0)).toBe(total.offered);
    expect(perLocation.reduce((sum, row) => sum + row.pickedUp, 0)).toBe(total.pickedUp);
    expect(perLocation.reduce((sum, row) => sum + row.noShows, 0)).toBe(total.noShows);
  });

  it('per day, each day equals the recount of the portions offered that Amsterdam day', async () => {
    const days = (
      await request(t.http).get(`${stats()}/daily?days=7&locationId=${secondLocationId}`).set(bearer(tenant.tokens.admin)).expect(200)
    ).body as (Recount & { day: string })[];
    expect(days).toHaveLength(7);
    for (const row of days) {
      const expected = await recount(`p.location_id = $2 AND (p.created_at AT TIME ZONE 'Europe/Amsterdam')::date = $3::date`, [
        secondLocationId,
        row.day,
      ]);
      expect({
        offered: row.offered,
        reserved: row.reserved,
        pickedUp: row.pickedUp,
        noShows: row.noShows,
        moneySavedCents: row.moneySavedCents,
      }).toEqual(expected);
    }
    const week = (
      await request(t.http).get(`${stats()}/weekly?weeks=2&locationId=${secondLocationId}`).set(bearer(tenant.tokens.admin)).expect(200)
    ).body as Recount[];
    const location = await recount('p.location_id = $2', [secondLocationId]);
    expect(week.reduce((sum, row) => sum + row.offered, 0)).toBe(location.offered);
    expect(days.reduce((sum, row) => sum + row.pickedUp, 0)).toBe(location.pickedUp);
    expect(week.reduce((sum, row) => sum + row.noShows, 0)).toBe(location.noShows);
  });

  it('no-shows per week equal the recount of what was still reserved once its portion was over; a reservation on a portion still on offer is none', async () => {
    const weeks = (await request(t.http).get(`${stats()}/weekly?weeks=2`).set(bearer(tenant.tokens.admin)).expect(200)).body as (Recount & {
      weekStart: string;
    })[];
    for (const row of weeks) {
      const expected = await recount(`date_trunc('week', p.created_at AT TIME ZONE 'Europe/Amsterdam')::date = $2::date`, [row.weekStart]);
      expect({ noShows: row.noShows, moneySavedCents: row.moneySavedCents, pickedUp: row.pickedUp }).toEqual({
        noShows: expected.noShows,
        moneySavedCents: expected.moneySavedCents,
        pickedUp: expected.pickedUp,
      });
    }
    const total = await recount();
    // The portion on offer now holds 2 that are not yet no-shows.
    expect(total.reserved - total.pickedUp - total.noShows).toBeGreaterThanOrEqual(2);
  });
});
