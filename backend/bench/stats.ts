// npm run bench:stats: both statistics endpoints on a tenant with 10,000,000 reservations (two years of closed
// portions, plus portions still on offer), seeded in SQL with generate_series, then 500 sequential requests each.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoTenant, json, login, machine, ms, report, startDatabase, startServer, type BenchRow } from './support.js';

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
  // Two years of closed portions, a new one every two minutes: of every 20 reservations 12 to 20 picked up, the
  // rest cancelled; every fourth portion was picked up entirely (finished), the others expired with some left.
  // uuidv7() (PostgreSQL 18) keeps the primary-key inserts in order; the app itself uses random v4 ids.
  // Bulk load as pg_restore does it: rows consistent by construction, so foreign-key checks and triggers are off
  // for the seeding inserts (session_replication_role = replica); the rollup is then summed once, with the same
  // aggregate as its migration's backfill, instead of row by row by its trigger.
  await db.query('SET session_replication_role = replica');
  await db.query(
    `INSERT INTO portions (id, tenant_id, location_id, title, description, total_quantity, available_quantity, reserved_quantity,
                           picked_up_quantity, available_until, allergens, status, created_by, created_at)
     SELECT uuidv7(), $1, $2, 'Bench portie ' || i, '', total, total - picked, 0, picked,
            created + interval '4 hours', '{Gluten}', CASE WHEN total = picked THEN 'finished' ELSE 'expired' END, $3, created
       FROM generate_series(1, $4::int) AS i,
            LATERAL (SELECT 12 + i % 9 AS picked, now() - interval '8 days' - i * interval '2 minutes' AS created) AS p,
            LATERAL (SELECT CASE WHEN i % 4 = 0 THEN 12 + i % 9 ELSE 30 END AS total) AS t`,
    [tenant, location, kitchen, portions],
  );
  await db.query(`
    INSERT INTO portion_daily_stats (tenant_id, day, location_id, portions, total_quantity, reserved_quantity, picked_up_quantity)
    SELECT tenant_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, location_id, count(*),
           sum(total_quantity), sum(reserved_quantity), sum(picked_up_quantity)
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
        `INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, picked_up_at, cancelled_at)
         SELECT uuidv7(), p.tenant_id, p.id, $2, 1,
                CASE WHEN r <= p.picked_up_quantity THEN 'picked_up' ELSE 'cancelled' END,
                p.created_at + r * interval '1 minute',
                CASE WHEN r <= p.picked_up_quantity THEN p.created_at + interval '2 hours' END,
                CASE WHEN r > p.picked_up_quantity THEN p.created_at + interval '1 hour' END
           FROM portions p CROSS JOIN generate_series(1, $3::int) AS r
          WHERE p.tenant_id = $1 AND p.status <> 'available' AND get_byte(uuid_send(p.id), 15) % 2 = $4`,
        [tenant, staff, RESERVATIONS_PER_PORTION, half],
      );
      await loader.end();
    }),
  );
  console.log(`  reservations after ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
  // On offer now: reserved, partly picked up, some with their window closed but not yet expired by the job.
  await db.query(
    `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, reserved_quantity, picked_up_quantity,
                           available_until, status, created_by, created_at)
     SELECT uuidv7(), $1, $2, 'Bench open ' || i, 30, 20, 6, 4, now() + (i % 12 - 2) * interval '1 hour', 'available', $3, now() - interval '1 hour'
       FROM generate_series(1, $4::int) AS i`,
    [tenant, location, kitchen, OPEN_PORTIONS],
  );
  const seconds = (performance.now() - seedStart) / 1000;
  // The statistics read portions and the rollup only; reservations need no statistics for this bench.
  await db.query('VACUUM ANALYZE portions, portion_daily_stats');
  const counts = await db.query<{ reservations: string; portions: string; rollup: string }>(
    `SELECT (SELECT count(*) FROM reservations) AS reservations, (SELECT count(*) FROM portions) AS portions,
            (SELECT count(*) FROM portion_daily_stats) AS rollup`,
  );
  await db.end();
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
  console.log(`Stats: ${JSON.stringify(await json(await fetch(`${server.base}/api/protected/tenants/${tenant}/stats`, { headers })))}`);
  console.log(`\n${Number(reservations).toLocaleString('en')} reservations, seeded in ${seconds.toFixed(0)} s; ${machine()}.`);
  const rows: BenchRow[] = [
    { measure: `GET .../stats, ${REQUESTS} sequential, p99 (p50)`, figure: `${ms(totals.p99)} (${ms(totals.p50)})`, ceiling: `goal < 50 ms; GET /api/health p99 ${ms(health.p99)}` },
    { measure: `GET .../stats/weekly?weeks=12, p99 (p50)`, figure: `${ms(weekly.p99)} (${ms(weekly.p50)})`, ceiling: `goal < 50 ms; GET /api/health p99 ${ms(health.p99)}` },
  ];
  report(rows);
} finally {
  await server.stop();
  await database.stop();
}
