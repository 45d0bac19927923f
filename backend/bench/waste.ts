// npm run bench:waste: one organisation with 10 locations, a year of waste records (60 a location a day, about 219,000)
// and meals served, seeded in SQL through the app's own triggers (so the daily totals are the ones production keeps);
// then the 12-week and the annual report, 300 sequential requests each, and recording against offering portions in
// the same run.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoTenant, login, machine, ms, report, startDatabase, startServer, type BenchRow } from './support.js';

const LOCATIONS = 10;
const PER_DAY = Number(process.env.BENCH_WASTE_PER_DAY ?? 60);
const DAYS = 365;
const REQUESTS = 300;
const WRITE_SECONDS = 10;

const database = await startDatabase();
const server = await startServer(database.url, randomBytes(32).toString('hex')).catch(async (error) => {
  await database.stop();
  throw error;
});
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant, kitchen } = await demoTenant(db);
  await db.query(
    `INSERT INTO locations (id, tenant_id, name, is_active, created_at)
     SELECT gen_random_uuid(), $1, 'Bench locatie ' || i, true, now() FROM generate_series(1, $2::int) AS i`,
    [tenant, LOCATIONS],
  );
  const seedStart = performance.now();
  await db.query(
    `INSERT INTO waste_records (id, tenant_id, location_id, weight_grams, stage, reason_code, destination, recorded_at, recorded_by, created_at)
     SELECT uuidv7(), $1, l.id, 100 + (d * 7 + n * 13) % 2900,
            (ARRAY['preparation','overproduction','plate','spoilage','unsold'])[1 + n % 5],
            (ARRAY['overproduced','returned','expired','damaged','quality','other'])[1 + n % 6],
            (ARRAY['digestion','compost','incineration','sewer','other'])[1 + (n / 5) % 5],
            now() - d * interval '1 day' - n * interval '10 minutes', $2, now() - d * interval '1 day'
       FROM (SELECT id FROM locations WHERE tenant_id = $1 AND name LIKE 'Bench locatie %') l,
            generate_series(1, $3::int) AS d, generate_series(1, $4::int) AS n`,
    [tenant, kitchen, DAYS, PER_DAY],
  );
  await db.query(
    `INSERT INTO meals_served (tenant_id, location_id, day, meals)
     SELECT $1, l.id, (now() AT TIME ZONE 'Europe/Amsterdam')::date - d, 300 + d % 50
       FROM (SELECT id FROM locations WHERE tenant_id = $1 AND name LIKE 'Bench locatie %') l, generate_series(0, $2::int) AS d`,
    [tenant, DAYS],
  );
  const seconds = (performance.now() - seedStart) / 1000;
  await db.query('VACUUM ANALYZE waste_records, waste_daily_totals, waste_daily_reason_totals, meals_served');
  const counts = (
    await db.query<{ records: string; totals: string; reasons: string }>(
      `SELECT (SELECT count(*) FROM waste_records) AS records, (SELECT count(*) FROM waste_daily_totals) AS totals,
              (SELECT count(*) FROM waste_daily_reason_totals) AS reasons`,
    )
  ).rows[0];
  console.log(
    `Seeded ${Number(counts.records).toLocaleString('en')} waste records in ${seconds.toFixed(0)} s (${counts.totals} daily rows, ${counts.reasons} reason rows).`,
  );

  const token = await login(server.base, 'beheer@delinde.nl');
  const kitchenToken = await login(server.base, 'keuken@delinde.nl');
  const headers = { authorization: `Bearer ${token}` };
  const year = new Date().getFullYear() - 1;
  const measure = async (path: string) => {
    await autocannon({ url: server.base + path, connections: 1, amount: 30, headers });
    const result = await autocannon({ url: server.base + path, connections: 1, amount: REQUESTS, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.latency;
  };
  const twelveWeeks = await measure(`/api/protected/tenants/${tenant}/waste-report`);
  const annual = await measure(`/api/protected/tenants/${tenant}/waste-report?from=${year}-01-01&to=${year}-12-31`);
  const annualCsv = await measure(`/api/protected/tenants/${tenant}/waste-report?from=${year}-01-01&to=${year}-12-31&format=csv`);

  // The report equals a recount of the records themselves.
  const answer = (await (
    await fetch(`${server.base}/api/protected/tenants/${tenant}/waste-report?from=${year}-01-01&to=${year}-12-31`, { headers })
  ).json()) as { wastedGrams: number };
  const recount = Number(
    (
      await db.query<{ grams: string }>(
        `SELECT sum(weight_grams) AS grams FROM waste_records
          WHERE tenant_id = $1 AND (recorded_at AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $2 AND $3`,
        [tenant, `${year}-01-01`, `${year}-12-31`],
      )
    ).rows[0].grams,
  );
  if (answer.wastedGrams !== recount) throw new Error(`The annual report says ${answer.wastedGrams} g, the records ${recount} g`);

  // Writes: recording waste against offering portions, the same connections and time, one after the other.
  const { rows: locations } = await db.query<{ id: string }>(
    `SELECT id FROM locations WHERE tenant_id = $1 AND name LIKE 'Bench locatie %'`,
    [tenant],
  );
  const write = async (path: string, body: () => object) => {
    const result = await autocannon({
      url: server.base + path,
      connections: 10,
      duration: WRITE_SECONDS,
      method: 'POST',
      headers: { authorization: `Bearer ${kitchenToken}`, 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }],
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requests.average;
  };
  let i = 0;
  const recordRate = await write(`/api/protected/tenants/${tenant}/waste-records`, () => ({
    locationId: locations[i++ % locations.length].id,
    weightGrams: 100 + (i % 2000),
    stage: 'plate',
    reasonCode: 'returned',
    destination: 'digestion',
  }));
  const offerRate = await write(`/api/protected/tenants/${tenant}/portions`, () => ({
    title: `Bench ${i++}`,
    locationId: locations[i % locations.length].id,
    totalQuantity: 5,
    availableUntil: new Date(Date.now() + 3_600_000).toISOString(),
    allergensDeclared: true,
  }));
  await db.end();

  console.log(`\n${Number(counts.records).toLocaleString('en')} waste records in ${LOCATIONS} locations; ${machine()}.`);
  const rows: BenchRow[] = [
    {
      measure: `GET .../waste-report (12 weeks), ${REQUESTS} sequential, p97.5 (p50)`,
      figure: `${ms(twelveWeeks.p97_5)} (${ms(twelveWeeks.p50)})`,
      ceiling: 'goal p95 ≤ 200 ms (p97.5 is stricter)',
    },
    {
      measure: `GET .../waste-report (calendar year), p97.5 (p50)`,
      figure: `${ms(annual.p97_5)} (${ms(annual.p50)})`,
      ceiling: 'goal p95 ≤ 200 ms (p97.5 is stricter)',
    },
    {
      measure: `GET .../waste-report (calendar year, CSV), p97.5 (p50)`,
      figure: `${ms(annualCsv.p97_5)} (${ms(annualCsv.p50)})`,
      ceiling: 'goal p95 ≤ 200 ms (p97.5 is stricter)',
    },
    {
      measure: `POST .../waste-records, 10 connections, ${WRITE_SECONDS} s`,
      figure: `${recordRate.toFixed(0)}/s`,
      ceiling: `POST .../portions ${offerRate.toFixed(0)}/s`,
      ratio: `${(recordRate / offerRate).toFixed(2)} (goal ≥ 0.8)`,
    },
  ];
  report(rows);
} finally {
  await server.stop();
  await database.stop();
}
