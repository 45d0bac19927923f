// npm run bench:stats: both statistics endpoints on a tenant with 10,000,000 reservations (two years of closed
// portions, plus portions still on offer), seeded in SQL with generate_series, then 500 sequential requests each.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BACKEND, demoTenant, json, login, machine, ms, report, startDatabase, startServer, type BenchRow } from './support.js';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 10_000_000);
const RESERVATIONS_PER_PORTION = 20;
const OPEN_PORTIONS = 300;
const REQUESTS = 500;

const database = await startDatabase();
const server = await startServer(database.url, randomBytes(32).toString('hex')).catch(async (error) => {
  await database.stop();
  throw error;
});
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant, kitchen, staff, location } = await demoTenant(db);
  const portions = RESERVATIONS / RESERVATIONS_PER_PORTION;
  console.log(`Seeding ${portions.toLocaleString('en')} portions with ${RESERVATIONS.toLocaleString('en')} reservations...`);
  const seedStart = performance.now();
  // Two years of closed portions, a new one every two minutes, priced at 0 to 4 euros: of every 20 reservations
  // 12 to 20 picked up, one left open on every third expired portion (a no-show), the rest cancelled; every fourth
  // portion was picked up entirely (finished), the others expired with some left.
  // uuidv7() (PostgreSQL 18) keeps the primary-key inserts in order; the app itself uses random v4 ids.
  // Bulk load as pg_restore does it: rows consistent by construction, so foreign-key checks and triggers are off
  // for the seeding inserts (session_replication_role = replica); the rollup is then summed once, with the same
  // aggregate as its migration's backfill, instead of row by row by its trigger.
  await db.query('SET session_replication_role = replica');
  await db.query(
    `INSERT INTO portions (id, tenant_id, location_id, title, description, total_quantity, available_quantity, reserved_quantity,
                           picked_up_quantity, available_until, allergens, status, created_by, created_at, price_cents)
     SELECT uuidv7(), $1, $2, 'Bench portie ' || i, '', total, total - picked - no_show, no_show, picked,
            created + interval '4 hours', '{Gluten}', CASE WHEN total = picked THEN 'finished' ELSE 'expired' END, $3, created,
            (i % 9) * 50
       FROM generate_series(1, $4::int) AS i,
            LATERAL (SELECT 12 + i % 9 AS picked, now() - interval '8 days' - i * interval '2 minutes' AS created) AS p,
            LATERAL (SELECT CASE WHEN i % 4 = 0 THEN 12 + i % 9 ELSE 30 END AS total) AS t,
            LATERAL (SELECT CASE WHEN i % 4 <> 0 AND i % 3 = 0 THEN 1 ELSE 0 END AS no_show) AS n`,
    [tenant, location, kitchen, portions],
  );
  await db.query(`
    INSERT INTO portion_daily_stats (tenant_id, day, location_id, portions, total_quantity, no_show_quantity, picked_up_quantity, picked_up_value_cents)
    SELECT tenant_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, location_id, count(*),
           sum(total_quantity), sum(reserved_quantity), sum(picked_up_quantity), sum(picked_up_quantity * coalesce(price_cents, 0))
      FROM portions WHERE status <> 'available' GROUP BY 1, 2, 3`);
  await db.query('RESET session_replication_role');
  console.log(`  portions after ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
  // Two connections, one per core, each inserting the reservations of half of the portions.
  await Promise.all(
    [0, 1].map(async (half) => {
      const loader = new pg.Client({ connectionString: database.url });
      await loader.connect();
      await loader.query('SET session_replication_role = replica');
      await loader.query(
        `INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, picked_up_at, cancelled_at, price_cents)
         SELECT uuidv7(), p.tenant_id, p.id, $2, 1, s.status,
                p.created_at + r * interval '1 minute',
                CASE WHEN s.status = 'picked_up' THEN p.created_at + interval '2 hours' END,
                CASE WHEN s.status = 'cancelled' THEN p.created_at + interval '1 hour' END,
                p.price_cents
           FROM portions p CROSS JOIN generate_series(1, $3::int) AS r,
                LATERAL (SELECT CASE WHEN r <= p.picked_up_quantity THEN 'picked_up'
                                     WHEN r <= p.picked_up_quantity + p.reserved_quantity THEN 'reserved'
                                     ELSE 'cancelled' END AS status) AS s
          WHERE p.tenant_id = $1 AND p.status <> 'available' AND get_byte(uuid_send(p.id), 15) % 2 = $4`,
        [tenant, staff, RESERVATIONS_PER_PORTION, half],
      );
      await loader.end();
    }),
  );
  console.log(`  reservations after ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
  // On offer now, each with 4 picked up and 1 still reserved; some with their window closed but not yet expired
  // by the job (what they still hold counts as no-shows live).
  await db.query(
    `WITH open AS (
       INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, reserved_quantity, picked_up_quantity,
                             available_until, status, created_by, created_at, price_cents)
       SELECT uuidv7(), $1, $2, 'Bench open ' || i, 30, 25, 1, 4, now() + (i % 12 - 2) * interval '1 hour', 'available', $3, now() - interval '1 hour', 350
         FROM generate_series(1, $4::int) AS i
       RETURNING id, created_at, price_cents
     )
     INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, picked_up_at, price_cents)
     SELECT uuidv7(), $1, open.id, $5, 1, CASE WHEN r <= 4 THEN 'picked_up' ELSE 'reserved' END,
            open.created_at + r * interval '1 minute', CASE WHEN r <= 4 THEN open.created_at + interval '30 minutes' END, open.price_cents
       FROM open CROSS JOIN generate_series(1, 5) AS r`,
    [tenant, location, kitchen, OPEN_PORTIONS, staff],
  );
  const seconds = (performance.now() - seedStart) / 1000;
  // The statistics read portions and the rollup only; reservations need no statistics for this bench.
  await db.query('VACUUM ANALYZE portions, portion_daily_stats');
  const counts = await db.query<{ reservations: string; portions: string; rollup: string }>(
    `SELECT (SELECT count(*) FROM reservations) AS reservations, (SELECT count(*) FROM portions) AS portions,
            (SELECT count(*) FROM portion_daily_stats) AS rollup`,
  );
  const { reservations, rollup } = counts.rows[0];
  console.log(`Seeded ${Number(reservations).toLocaleString('en')} reservations in ${seconds.toFixed(0)} s (${rollup} rollup rows).`);

  const admin = await login(server.base, 'beheer@delinde.nl');
  const headers = { authorization: `Bearer ${admin}` };
  const measure = async (path: string) => {
    await autocannon({ url: server.base + path, connections: 1, amount: 50, headers });
    const result = await autocannon({ url: server.base + path, connections: 1, amount: REQUESTS, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.latency;
  };
  const health = await measure('/api/health');
  const totals = await measure(`/api/protected/tenants/${tenant}/stats`);
  const weekly = await measure(`/api/protected/tenants/${tenant}/stats/weekly?weeks=12`);
  const stats = (await json(await fetch(`${server.base}/api/protected/tenants/${tenant}/stats`, { headers }))) as Record<string, number>;
  console.log(`Stats: ${JSON.stringify(stats)}`);
  // The seed is consistent: the answer equals a recount of the reservations themselves (a no-show is one still
  // reserved once its portion is over), whether or not the expiry job has run meanwhile.
  const recount = (
    await db.query<Record<string, string>>(
      `SELECT (SELECT sum(total_quantity) FROM portions WHERE tenant_id = $1) AS "totalPortions",
              sum(r.quantity) FILTER (WHERE r.status <> 'cancelled') AS "totalReservations",
              sum(r.quantity) FILTER (WHERE r.status = 'picked_up') AS "totalSaved",
              sum(r.quantity) FILTER (WHERE r.status = 'reserved' AND (p.status <> 'available' OR p.available_until <= now())) AS "totalNoShows",
              coalesce(sum(r.quantity * r.price_cents) FILTER (WHERE r.status = 'picked_up'), 0) AS "moneySavedCents"
         FROM reservations r JOIN portions p ON p.id = r.portion_id
        WHERE r.tenant_id = $1`,
      [tenant],
    )
  ).rows[0];
  const wrong = Object.entries(recount).filter(([key, value]) => Number(value) !== stats[key]);
  // What the database does for each statistic: the reader's own SQL (the built class, its queries captured), explained.
  const { TypeormPortionStatsReader } = await import(
    join(BACKEND, 'dist/infrastructure/statistics/persistence/typeorm-portion-stats.reader.js')
  );
  const explained: string[] = [];
  const reader = new TypeormPortionStatsReader({
    manager: {
      query: async (sql: string, params: unknown[]) => {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        explained.push(plan.rows.map((line) => line['QUERY PLAN']).join('\n'));
        return [];
      },
    },
  });
  await reader.totals(tenant, {}, new Date());
  await reader.series(tenant, 'week', 12, {}, new Date());
  await reader.series(tenant, 'day', 30, { locationId: location }, new Date());
  await reader.perLocation(tenant, new Date());
  const executionMs = explained.map((plan) => plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?');
  if (process.env.BENCH_EXPLAIN) explained.forEach((plan) => console.log(`\n${plan}`));
  console.log(`EXPLAIN ANALYZE execution (totals, 12 weeks, 30 days of one location, per location): ${executionMs.join(', ')} ms`);
  await db.end();
  if (wrong.length > 0)
    throw new Error(
      `The statistics differ from a recount: ${wrong.map(([key, value]) => `${key} ${stats[key]}, recounted ${value}`).join('; ')}`,
    );
  console.log(`\n${Number(reservations).toLocaleString('en')} reservations, seeded in ${seconds.toFixed(0)} s; ${machine()}.`);
  const rows: BenchRow[] = [
    {
      measure: `GET .../stats, ${REQUESTS} sequential, p99 (p50)`,
      figure: `${ms(totals.p99)} (${ms(totals.p50)})`,
      ceiling: `goal < 50 ms; GET /api/health p99 ${ms(health.p99)}`,
    },
    {
      measure: `GET .../stats/weekly?weeks=12, p99 (p50)`,
      figure: `${ms(weekly.p99)} (${ms(weekly.p50)})`,
      ceiling: `goal < 50 ms; GET /api/health p99 ${ms(health.p99)}`,
    },
  ];
  report(rows);
} finally {
  await server.stop();
  await database.stop();
}
