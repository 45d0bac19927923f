// npm run bench:export: the tenant ZIP export (GET /api/protected/tenants/{t}/export) of a tenant with
// 1,000,000 reservations, seeded in SQL with generate_series and downloaded through the API. Prints the duration,
// the ZIP's size and how far the server's peak RSS rose above its RSS before the download, and how much of that
// rise came after the first quarter of the download.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Unzip, UnzipInflate } from 'fflate';
import pg from 'pg';
import { demoTenant, login, machine, report, startDatabase, startServer, type BenchRow } from './support.js';

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 1_000_000);
const RESERVATIONS_PER_PORTION = 20;

/** VmRSS and VmHWM (the peak RSS so far) of a process, in MB (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Counts the lines of one file inside the ZIP, reading the archive as a stream. */
async function linesIn(zipPath: string, name: string): Promise<number> {
  let lines = 0;
  let seen = false;
  const unzip = new Unzip((file) => {
    if (file.name !== name) return;
    seen = true;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      for (const byte of chunk) if (byte === 10) lines++;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(zipPath)) unzip.push(chunk as Uint8Array);
  unzip.push(new Uint8Array(0), true);
  if (!seen) throw new Error(`${name} is missing from the export`);
  return lines;
}

const database = await startDatabase();
const server = await startServer(database.url, randomBytes(32).toString('hex')).catch(async (error) => {
  await database.stop();
  throw error;
});
const scratch = mkdtempSync(join(tmpdir(), 'portiepunt-export-'));
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant, kitchen, staff, location } = await demoTenant(db);
  const portions = RESERVATIONS / RESERVATIONS_PER_PORTION;
  console.log(`Seeding ${portions.toLocaleString('en')} portions with ${RESERVATIONS.toLocaleString('en')} reservations...`);
  const seedStart = performance.now();
  // Consistent by construction, so foreign-key checks and triggers are off for the seeding (as in bench:stats).
  await db.query('SET session_replication_role = replica');
  await db.query(
    `INSERT INTO portions (id, tenant_id, location_id, title, description, total_quantity, available_quantity, reserved_quantity,
                           picked_up_quantity, available_until, allergens, status, created_by, created_at)
     SELECT uuidv7(), $1, $2, 'Bench portie ' || i, 'Rijst met groenten', 30, 10, 0, 20,
            created + interval '4 hours', '{Gluten}', 'expired', $3, created
       FROM generate_series(1, $4::int) AS i, LATERAL (SELECT now() - interval '8 days' - i * interval '2 minutes' AS created) AS p`,
    [tenant, location, kitchen, portions],
  );
  await db.query(
    `INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, picked_up_at, cancelled_at)
     SELECT uuidv7(), p.tenant_id, p.id, $2, 1, CASE WHEN r <= 16 THEN 'picked_up' ELSE 'cancelled' END,
            p.created_at + r * interval '1 minute',
            CASE WHEN r <= 16 THEN p.created_at + interval '2 hours' END,
            CASE WHEN r > 16 THEN p.created_at + interval '1 hour' END
       FROM portions p CROSS JOIN generate_series(1, $3::int) AS r
      WHERE p.tenant_id = $1`,
    [tenant, staff, RESERVATIONS_PER_PORTION],
  );
  await db.query('RESET session_replication_role');
  await db.query('VACUUM ANALYZE portions, reservations');
  const seeded = await db.query<{ count: string }>('SELECT count(*) FROM reservations WHERE tenant_id = $1', [tenant]);
  await db.end();
  const reservations = Number(seeded.rows[0].count);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(`Seeded ${reservations.toLocaleString('en')} reservations in ${seedSeconds.toFixed(0)} s.`);

  const admin = await login(server.base, 'beheer@delinde.nl');
  const pid = server.process.pid!;
  const before = memory(pid);
  // VmHWM may still hold the start-up peak, so the RSS during the download is also sampled: its course shows
  // whether memory follows the rows (it would keep rising) or levels off.
  const samples: { at: number; rss: number }[] = [];
  const sampler = setInterval(() => samples.push({ at: performance.now(), rss: memory(pid).rss }), 50);
  const zipPath = join(scratch, 'export.zip');
  const start = performance.now();
  const response = await fetch(`${server.base}/api/protected/tenants/${tenant}/export`, { headers: { authorization: `Bearer ${admin}` } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(zipPath));
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const after = memory(pid);
  const sampledPeak = Math.max(before.rss, after.rss, ...samples.map((sample) => sample.rss));
  const peak = after.peak > before.peak ? after.peak : sampledPeak;
  // The highest RSS within the first quarter of the download, against the peak over all of it.
  const firstQuarter = Math.max(
    before.rss,
    ...samples.filter((sample) => sample.at - start <= (seconds * 1000) / 4).map((sample) => sample.rss),
  );
  const megabytes = statSync(zipPath).size / 1024 / 1024;
  const growth = peak - before.rss;

  // The download is checked after the clock stopped: every reservation is in the CSV, below its header.
  const csvRows = (await linesIn(zipPath, 'reservations.csv')) - 1;
  if (csvRows !== reservations) throw new Error(`reservations.csv holds ${csvRows} rows, expected ${reservations}`);
  console.log(`\nreservations.csv holds all ${csvRows.toLocaleString('en')} reservations.`);
  console.log(
    `Server RSS ${before.rss.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the export (${after.rss.toFixed(0)} MB after).`,
  );
  console.log(`${reservations.toLocaleString('en')} reservations, seeded in ${seedSeconds.toFixed(0)} s; ${machine()}.`);
  const rows: BenchRow[] = [
    {
      measure: `GET .../export, ${reservations.toLocaleString('en')} reservations: duration, ZIP size`,
      figure: `${seconds.toFixed(1)} s, ${megabytes.toFixed(1)} MB`,
      ceiling: 'goal < 60 s',
    },
    {
      measure: 'server peak RSS growth during that export',
      figure: `${growth.toFixed(0)} MB (${before.rss.toFixed(0)} → ${peak.toFixed(0)} MB)`,
      ceiling: 'flat: independent of the number of rows',
    },
    {
      measure: 'server RSS growth after the first quarter of that download (the other three quarters of the rows)',
      figure: `${(sampledPeak - firstQuarter).toFixed(0)} MB (${firstQuarter.toFixed(0)} → ${sampledPeak.toFixed(0)} MB)`,
      ceiling: 'flat: about 0',
    },
  ];
  report(rows);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await server.stop();
  await database.stop();
}
