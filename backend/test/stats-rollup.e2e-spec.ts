import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const WEEKS = 44;
const DAYS = 300;

interface Quantities {
  offered: number;
  reserved: number;
  pickedUp: number;
  noShows: number;
  valueCents: number;
}

/** A portion as the recount sees it: its keys and its quantities, by the definitions of domain/portions/portion-stats.ts. */
interface Counted extends Quantities {
  locationId: string;
  day: string;
  week: string;
}

const ZERO: Quantities = { offered: 0, reserved: 0, pickedUp: 0, noShows: 0, valueCents: 0 };
const add = (a: Quantities, b: Quantities): Quantities => ({
  offered: a.offered + b.offered,
  reserved: a.reserved + b.reserved,
  pickedUp: a.pickedUp + b.pickedUp,
  noShows: a.noShows + b.noShows,
  valueCents: a.valueCents + b.valueCents,
});
const sum = (portions: Counted[]) => portions.reduce<Quantities>(add, ZERO);

/** The row the API derives from quantities. */
const row = (q: Quantities) => ({
  offered: q.offered,
  reserved: q.reserved,
  pickedUp: q.pickedUp,
  noShows: q.noShows,
  wasteReduction: q.offered === 0 ? 0 : Math.round((100 * q.pickedUp) / q.offered),
  co2eKg: Math.round(q.pickedUp * 25) / 10,
  moneySavedCents: q.valueCents,
});

/**
 * Every portion of the tenant, read from the portions table alone (never the rollup): what every statistic must
 * equal. A no-show is what is still reserved once the portion is over (closed, or its end time passed).
 */
async function recount(db: pg.Client, tenantId: string, now: Date): Promise<Counted[]> {
  const result = await db.query(
    `SELECT location_id AS "locationId",
            to_char(created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD') AS day,
            to_char(date_trunc('week', created_at AT TIME ZONE 'Europe/Amsterdam'), 'YYYY-MM-DD') AS week,
            total_quantity AS offered, reserved_quantity + picked_up_quantity AS reserved, picked_up_quantity AS "pickedUp",
            CASE WHEN status <> 'available' OR available_until <= $2 THEN reserved_quantity ELSE 0 END AS "noShows",
            picked_up_quantity * coalesce(price_cents, 0) AS "valueCents"
       FROM portions WHERE tenant_id = $1`,
    [tenantId, now],
  );
  return result.rows;
}

const portionArb = fc.record({
  tenant: fc.integer({ min: 0, max: 1 }),
  location: fc.integer({ min: 0, max: 1 }),
  // Up to 35 weeks back, to the minute, so that local midnights and the DST changes are crossed.
  createdMinutesAgo: fc.integer({ min: 0, max: 35 * 7 * 24 * 60 }),
  untilHoursFromNow: fc.integer({ min: -48, max: 48 }),
  total: fc.integer({ min: 1, max: 20 }),
  pickedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  reservedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  priceCents: fc.option(fc.integer({ min: 0, max: 2000 })),
  status: fc.constantFrom('available', 'available', 'finished', 'expired'),
});

/** The changes the application makes to portions (and time passing), done here straight in SQL, in any order. */
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('expire-overdue' as const) }),
  fc.record({ kind: fc.constant('time-passes' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.record({
    kind: fc.constantFrom(
      'pick-up' as const,
      'cancel' as const,
      'reserve' as const,
      'delete' as const,
      'withdraw' as const,
      'move' as const,
      'reprice' as const,
    ),
    index: fc.nat(),
  }),
);

describe('statistics rollup', () => {
  const clock = new TestClock();
  let t: TestApp;
  let tenants: TenantFixture[];
  let locations: string[][];
  let db: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    tenants = [await createTenant(t), await createTenant(t)];
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    locations = [];
    for (const tenant of tenants) {
      const second = randomUUID();
      await db.query(`INSERT INTO locations (id, tenant_id, name) VALUES ($1, $2, 'Tweede')`, [second, tenant.tenantId]);
      locations.push([tenant.locationId, second]);
    }
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  async function apply(ids: string[], change: { kind: string; index?: number; hours?: number }) {
    const id = ids[(change.index ?? 0) % ids.length];
    switch (change.kind) {
      case 'expire-overdue': // the job
        return db.query(`UPDATE portions SET status = 'expired' WHERE status = 'available' AND available_until <= $1`, [clock.now()]);
      case 'time-passes': // open portions pass their end time: what they hold becomes no-shows, without any write
        return clock.advance(change.hours! * HOUR);
      case 'pick-up': // also after the portion closed (the hand-over at the counter); finishes it when nothing is left
        return db.query(
          `UPDATE portions SET reserved_quantity = reserved_quantity - 1, picked_up_quantity = picked_up_quantity + 1,
                  status = CASE WHEN available_quantity = 0 AND reserved_quantity = 1 THEN 'finished' ELSE status END
            WHERE id = $1 AND reserved_quantity > 0`,
          [id],
        );
      case 'cancel':
        return db.query(
          `UPDATE portions SET reserved_quantity = reserved_quantity - 1, available_quantity = available_quantity + 1 WHERE id = $1 AND reserved_quantity > 0`,
          [id],
        );
      case 'reserve':
        return db.query(
          `UPDATE portions SET reserved_quantity = reserved_quantity + 1, available_quantity = available_quantity - 1 WHERE id = $1 AND available_quantity > 0`,
          [id],
        );
      case 'withdraw': // expired, and its open reservations cancelled
        return db.query(
          `UPDATE portions SET status = 'expired', available_quantity = available_quantity + reserved_quantity, reserved_quantity = 0
            WHERE id = $1 AND status = 'available'`,
          [id],
        );
      case 'move':
        return db.query(
          `UPDATE portions p SET location_id = l.id FROM locations l WHERE p.id = $1 AND l.tenant_id = p.tenant_id AND l.id <> p.location_id`,
          [id],
        );
      case 'reprice':
        return db.query(`UPDATE portions SET price_cents = (coalesce(price_cents, 0) + 150) % 2001 WHERE id = $1`, [id]);
      default:
        return db.query(`DELETE FROM portions WHERE id = $1`, [id]);
    }
  }

  /** Every statistics endpoint of the tenant against the recount: totals (all and per location), weeks, days and locations. */
  async function expectEveryEndpointToEqualRecount(tenant: TenantFixture, tenantLocations: string[]) {
    const portions = await recount(db, tenant.tenantId, clock.now());
    const get = async (path: string) =>
      (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/stats${path}`).set(bearer(tenant.tokens.admin)).expect(200))
        .body;
    const totalsOf = (q: Quantities) => {
      const r = row(q);
      return {
        totalPortions: r.offered,
        totalReservations: r.reserved,
        totalSaved: r.pickedUp,
        totalNoShows: r.noShows,
        wasteReduction: r.wasteReduction,
        co2eKg: r.co2eKg,
        moneySavedCents: r.moneySavedCents,
      };
    };
    expect(await get('')).toEqual(totalsOf(sum(portions)));
    for (const locationId of [undefined, ...tenantLocations]) {
      const mine = portions.filter((p) => locationId === undefined || p.locationId === locationId);
      const filter = locationId ? `&locationId=${locationId}` : '';
      if (locationId) expect(await get(`?locationId=${locationId}`)).toEqual(totalsOf(sum(mine)));
      const weeks = (await get(`/weekly?weeks=${WEEKS}${filter}`)) as { weekStart: string }[];
      expect(weeks).toHaveLength(WEEKS);
      expect(weeks).toEqual(weeks.map((w) => ({ weekStart: w.weekStart, ...row(sum(mine.filter((p) => p.week === w.weekStart))) })));
      const days = (await get(`/daily?days=${DAYS}${filter}`)) as { day: string }[];
      expect(days).toHaveLength(DAYS);
      expect(days).toEqual(days.map((d) => ({ day: d.day, ...row(sum(mine.filter((p) => p.day === d.day))) })));
      // Every portion falls in one of the periods shown (they span its whole history), so none is lost or counted twice.
      expect(weeks.map((w) => sum(mine.filter((p) => p.week === w.weekStart))).reduce(add, ZERO)).toEqual(sum(mine));
      expect(days.map((d) => sum(mine.filter((p) => p.day === d.day))).reduce(add, ZERO)).toEqual(sum(mine));
    }
    const perLocation = (await get('/locations')) as { locationId: string; name: string }[];
    expect(perLocation.map((l) => l.locationId).sort()).toEqual([...tenantLocations].sort());
    expect(perLocation).toEqual(
      perLocation.map((l) => ({
        locationId: l.locationId,
        name: l.name,
        ...row(sum(portions.filter((p) => p.locationId === l.locationId))),
      })),
    );
  }

  it('every statistic (value and no-shows included) always equals a full recount, whatever portions exist and however they change', async () => {
    const start = clock.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(portionArb, { minLength: 1, maxLength: 40 }),
        fc.array(changeArb, { maxLength: 40 }),
        async (portions, changes) => {
          clock.set(start);
          const now = clock.now();
          await db.query('DELETE FROM portions');
          const ids: string[] = [];
          for (const p of portions) {
            const tenant = tenants[p.tenant];
            const picked = Math.floor(p.pickedShare * p.total);
            const reserved = Math.floor(p.reservedShare * (p.total - picked));
            const id = randomUUID();
            ids.push(id);
            await db.query(
              `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, reserved_quantity, picked_up_quantity,
                                   available_until, status, created_by, created_at, price_cents)
             VALUES ($1, $2, $3, 'Soep', $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
              [
                id,
                tenant.tenantId,
                locations[p.tenant][p.location],
                p.total,
                p.total - picked - reserved,
                reserved,
                picked,
                new Date(now.getTime() + p.untilHoursFromNow * HOUR),
                p.status,
                tenant.userIds.kitchen,
                new Date(now.getTime() - p.createdMinutesAgo * 60_000),
                p.priceCents,
              ],
            );
          }
          for (const change of changes) await apply(ids, change);
          for (const [i, tenant] of tenants.entries()) await expectEveryEndpointToEqualRecount(tenant, locations[i]);
        },
      ),
      { numRuns: 25 },
    );
    // 25 cases of up to 80 writes each: about 10 s on a quiet machine, longer beside other work.
  }, 120_000);

  it('deleting every portion leaves the rollup at zero', async () => {
    await db.query('DELETE FROM portions');
    const left = await db.query(
      `SELECT count(*)::int AS n FROM portion_daily_stats
        WHERE portions <> 0 OR total_quantity <> 0 OR no_show_quantity <> 0 OR picked_up_quantity <> 0 OR picked_up_value_cents <> 0`,
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('erasing a tenant erases its rollup rows with its portions', async () => {
    const erased = await createTenant(t);
    await db.query(
      `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, reserved_quantity, picked_up_quantity,
                             available_until, status, created_by, created_at)
       VALUES ($1, $2, $3, 'Soep', 5, 0, 2, 3, now() - interval '1 hour', 'expired', $4, now() - interval '3 hours')`,
      [randomUUID(), erased.tenantId, erased.locationId, erased.userIds.kitchen],
    );
    const before = await db.query(`SELECT count(*)::int AS n FROM portion_daily_stats WHERE tenant_id = $1`, [erased.tenantId]);
    expect(before.rows[0].n).toBe(1);
    await db.query(`DELETE FROM tenants WHERE id = $1`, [erased.tenantId]);
    const after = await db.query(`SELECT count(*)::int AS n FROM portion_daily_stats WHERE tenant_id = $1`, [erased.tenantId]);
    expect(after.rows[0].n).toBe(0);
  });
});
