import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const WEEKS = 30;

/** The statistics as a full recount over every portion: what the rollup must always equal. */
async function recount(db: pg.Client, tenantId: string, now: Date) {
  const totals = await db.query(
    `SELECT coalesce(sum(total_quantity), 0)::int AS offered,
            coalesce(sum(reserved_quantity + picked_up_quantity), 0)::int AS reserved,
            coalesce(sum(picked_up_quantity), 0)::int AS picked_up
       FROM portions WHERE tenant_id = $1`,
    [tenantId],
  );
  const weeks = await db.query(
    `SELECT to_char(w.start, 'YYYY-MM-DD') AS "weekStart",
            coalesce(sum(p.total_quantity), 0)::int AS offered,
            coalesce(sum(p.reserved_quantity + p.picked_up_quantity), 0)::int AS reserved,
            coalesce(sum(p.picked_up_quantity), 0)::int AS "pickedUp"
       FROM generate_series(date_trunc('week', $2::timestamptz AT TIME ZONE 'Europe/Amsterdam') - ($3::int - 1) * interval '1 week',
                            date_trunc('week', $2::timestamptz AT TIME ZONE 'Europe/Amsterdam'), interval '1 week') AS w(start)
       LEFT JOIN portions p ON p.tenant_id = $1
             AND p.created_at >= (w.start AT TIME ZONE 'Europe/Amsterdam')
             AND p.created_at < ((w.start + interval '1 week') AT TIME ZONE 'Europe/Amsterdam')
      GROUP BY w.start ORDER BY w.start`,
    [tenantId, now, WEEKS],
  );
  const t = totals.rows[0];
  // The figures derived from the quantities (see domain/portions/portion-stats.ts); these portions have no price.
  const derived = (offered: number, pickedUp: number) => ({
    wasteReduction: offered === 0 ? 0 : Math.round((100 * pickedUp) / offered),
    co2eKg: pickedUp * 2.5,
    moneySavedCents: 0,
  });
  return {
    stats: { totalPortions: t.offered, totalReservations: t.reserved, totalSaved: t.picked_up, ...derived(t.offered, t.picked_up) },
    weekly: weeks.rows.map((row: { offered: number; pickedUp: number }) => ({ ...row, ...derived(row.offered, row.pickedUp) })),
  };
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
  status: fc.constantFrom('available', 'available', 'finished', 'expired'),
});

/** The changes the application makes to portions, done here straight in SQL, in any order. */
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('expire-overdue' as const) }),
  fc.record({ kind: fc.constantFrom('pick-up' as const, 'cancel' as const, 'reserve' as const, 'delete' as const, 'withdraw' as const, 'move' as const), index: fc.nat() }),
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

  async function apply(ids: string[], change: { kind: string; index?: number }, now: Date) {
    const id = ids[(change.index ?? 0) % ids.length];
    switch (change.kind) {
      case 'expire-overdue':
        return db.query(`UPDATE portions SET status = 'expired' WHERE status = 'available' AND available_until <= $1`, [now]);
      case 'pick-up': // also after the portion closed: the hand-over at the counter
        return db.query(`UPDATE portions SET reserved_quantity = reserved_quantity - 1, picked_up_quantity = picked_up_quantity + 1 WHERE id = $1 AND reserved_quantity > 0`, [id]);
      case 'cancel':
        return db.query(`UPDATE portions SET reserved_quantity = reserved_quantity - 1, available_quantity = available_quantity + 1 WHERE id = $1 AND reserved_quantity > 0`, [id]);
      case 'reserve':
        return db.query(`UPDATE portions SET reserved_quantity = reserved_quantity + 1, available_quantity = available_quantity - 1 WHERE id = $1 AND available_quantity > 0`, [id]);
      case 'withdraw':
        return db.query(`UPDATE portions SET status = 'expired' WHERE id = $1 AND status = 'available'`, [id]);
      case 'move':
        return db.query(`UPDATE portions p SET location_id = l.id FROM locations l WHERE p.id = $1 AND l.tenant_id = p.tenant_id AND l.id <> p.location_id`, [id]);
      default:
        return db.query(`DELETE FROM portions WHERE id = $1`, [id]);
    }
  }

  it('both statistics always equal a full recount of the portions, whatever portions exist and however they change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(portionArb, { minLength: 1, maxLength: 40 }), fc.array(changeArb, { maxLength: 40 }), async (portions, changes) => {
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
                                   available_until, status, created_by, created_at)
             VALUES ($1, $2, $3, 'Soep', $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              id, tenant.tenantId, locations[p.tenant][p.location], p.total, p.total - picked - reserved, reserved, picked,
              new Date(now.getTime() + p.untilHoursFromNow * HOUR), p.status, tenant.userIds.kitchen,
              new Date(now.getTime() - p.createdMinutesAgo * 60_000),
            ],
          );
        }
        for (const change of changes) await apply(ids, change, now);
        for (const tenant of tenants) {
          const expected = await recount(db, tenant.tenantId, now);
          const path = `/api/protected/tenants/${tenant.tenantId}/stats`;
          const stats = await request(t.http).get(path).set(bearer(tenant.tokens.admin)).expect(200);
          const weekly = await request(t.http).get(`${path}/weekly?weeks=${WEEKS}`).set(bearer(tenant.tokens.admin)).expect(200);
          expect(stats.body).toEqual(expected.stats);
          expect(weekly.body).toEqual(expected.weekly);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('deleting every portion leaves the rollup at zero', async () => {
    await db.query('DELETE FROM portions');
    const left = await db.query(`SELECT count(*)::int AS n FROM portion_daily_stats WHERE portions <> 0 OR total_quantity <> 0 OR reserved_quantity <> 0 OR picked_up_quantity <> 0`);
    expect(left.rows[0].n).toBe(0);
  });
});
