// npm run bench:reserve: reservations per second over HTTP beside the database's own ceilings, measured in the
// same run on the same database: 16 pg connections from this process running exactly the statement the
// reservation hot path runs (and, for reference, the older four-statement transaction), and pgbench running the
// batched statement for 32 reservations at a time. Then the HTTP load in turns with GET /api/health (SELECT 1), with
// no live stream open and with one open for the tenant; the same on two instances side by side; an authenticated
// read (GET /api/protected/profile); and row-level security on against off.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BACKEND,
  demoTenant,
  insertColleagues,
  machine,
  ms,
  report,
  reservationRequests,
  startDatabase,
  startServer,
  type BenchRow,
  type BenchServer,
} from './support.js';

const LOAD_CONNECTIONS = 50;
const CEILING_CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 5;
const PORTIONS = 200;
// A person holds one open reservation per portion, so the load comes from many people: request i is person
// floor(i / 200) on portion i % 200, a fresh pair until 200 × 500 = 100,000 requests, which is also the room there is.
const PEOPLE = 500;

/**
 * The statement of one reservation, taken from the built repository (PLACE_ONE in TypeormReservationRepository):
 * the ceiling is what the database gives when every reservation is its own statement and commit. Under load the app
 * places concurrent reservations together (PLACE_MANY, one commit for many), which is how it can pass this ceiling.
 */
const { PLACE_ONE, PLACE_MANY } = (await import(
  pathToFileURL(join(BACKEND, 'dist', 'infrastructure', 'reservations', 'persistence', 'typeorm-reservation.repository.js')).href
)) as { PLACE_ONE: string; PLACE_MANY: string };

/** How many reservations the batched ceiling places per statement (the app batches what arrives together). */
const BATCH = 32;
/** Portions for the batched ceiling: its pairs of person and portion must not run out at tens of thousands a second. */
const BATCH_PORTIONS = 2000;

/**
 * pgbench's script for the batched ceiling: PLACE_MANY with its six arrays made in SQL from the next BATCH numbers of
 * a sequence, number k being person k / BATCH_PORTIONS on portion k % BATCH_PORTIONS (a fresh pair each time).
 */
function batchedScript(tenant: string): string {
  const batch = `WITH batch AS MATERIALIZED (
      SELECT array_agg(gen_random_uuid()) AS ids, array_agg('${tenant}'::uuid) AS tenants, array_agg(po.id) AS portions,
             array_agg(pe.id) AS people, array_agg(1) AS quantities, array_agg(now()) AS nows
        FROM (SELECT nextval('bench_batch_k') AS k FROM generate_series(1, ${BATCH})) s
        JOIN bench_batch_portions po ON po.n = s.k % ${BATCH_PORTIONS}
        JOIN bench_batch_people pe ON pe.n = (s.k / ${BATCH_PORTIONS}) % ${PEOPLE}
    ), request AS (`;
  const statement = PLACE_MANY.replace('WITH request AS (', batch)
    .replace('$1::uuid[]', '(SELECT ids FROM batch)')
    .replace('$2::uuid[]', '(SELECT tenants FROM batch)')
    .replace('$3::uuid[]', '(SELECT portions FROM batch)')
    .replace('$4::uuid[]', '(SELECT people FROM batch)')
    .replace('$5::int[]', '(SELECT quantities FROM batch)')
    .replace('$6::timestamptz[]', '(SELECT nows FROM batch)');
  if (/\$\d/.test(statement)) throw new Error('PLACE_MANY has parameters the batched ceiling does not fill');
  // pgbench reads one statement per line.
  return `${statement.replace(/\s*\n\s*/g, ' ').trim()};\n`;
}

/** An open live stream (what one dashboard holds), read and dropped; `close` ends it. */
function openStream(base: string, token: string): Promise<{ close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/protected/events`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`the live stream answered ${response.statusCode}`));
      response.resume();
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const database = await startDatabase();
const jwtSecret = randomBytes(32).toString('hex');
const servers: BenchServer[] = [];
try {
  servers.push(await startServer(database.url, jwtSecret));
  const db = new pg.Client({ connectionString: database.url });
  // Stopping the database ends this connection too, also when the bench stops on an error, which must stay the one shown.
  db.on('error', () => undefined);
  await db.connect();
  const { tenant, kitchen, location } = await demoTenant(db);
  const people = await insertColleagues(db, tenant, PEOPLE, 'bench');
  // Tokens signed here, as the server would after a login, so that the bench does not spend minutes on scrypt.
  const jwt = new JwtService({ secret: jwtSecret, signOptions: { algorithm: 'HS256', expiresIn: '1h' } });
  const tokens = await Promise.all(people.map((id) => jwt.signAsync({ sub: id, role: 'staff', tenantId: tenant, ver: 0 })));

  /** A fresh set of 200 portions of 500, so that each measurement has the same room. */
  const freshPortions = async () =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, available_until, status, created_by)
         SELECT gen_random_uuid(), $1, $2, 'Bench reservable ' || i, 500, 500, now() + interval '6 days', 'available', $3
           FROM generate_series(1, $4::int) AS i RETURNING id`,
        [tenant, location, kitchen, PORTIONS],
      )
    ).rows.map((row) => row.id);

  /** Runs `connections` loops of `work(i)` with a shared request counter for SECONDS; returns completed per second. */
  async function rawLoad(work: (client: pg.Client, i: number) => Promise<unknown>): Promise<number> {
    const clients = await Promise.all(
      Array.from({ length: CEILING_CONNECTIONS }, async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      }),
    );
    let next = 0;
    let done = 0;
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          await work(client, next++);
          done++;
        }
      }),
    );
    const rate = done / ((performance.now() - started) / 1000);
    await Promise.all(clients.map((client) => client.end()));
    return rate;
  }

  const ceilingPortions = await freshPortions();
  const ceiling = await rawLoad((client, i) =>
    client.query(PLACE_ONE, [
      ceilingPortions[i % PORTIONS],
      tenant,
      1,
      new Date(),
      randomUUID(),
      people[Math.floor(i / PORTIONS) % PEOPLE],
      'reserved',
    ]),
  );
  const fourPortions = await freshPortions();
  const fourStatements = await rawLoad(async (client, i) => {
    await client.query('BEGIN');
    await client.query(
      `UPDATE portions SET available_quantity = available_quantity - 1, reserved_quantity = reserved_quantity + 1
        WHERE id = $1 AND tenant_id = $2 AND status = 'available' AND available_quantity >= 1 AND available_until > now() RETURNING *`,
      [fourPortions[i % PORTIONS], tenant],
    );
    await client.query(
      `INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at) VALUES ($1, $2, $3, $4, 1, 'reserved', now())`,
      [randomUUID(), tenant, fourPortions[i % PORTIONS], people[Math.floor(i / PORTIONS) % PEOPLE]],
    );
    await client.query('COMMIT');
  });

  // The batched ceiling: pgbench, 16 connections, PLACE_MANY for BATCH reservations per statement.
  const batchPortions = (
    await db.query<{ id: string }>(
      `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, available_until, status, created_by)
       SELECT gen_random_uuid(), $1, $2, 'Bench batched ' || i, 500, 500, now() + interval '6 days', 'available', $3
         FROM generate_series(1, $4::int) AS i RETURNING id`,
      [tenant, location, kitchen, BATCH_PORTIONS],
    )
  ).rows.map((row) => row.id);
  await db.query(`CREATE TABLE bench_batch_portions (n int PRIMARY KEY, id uuid NOT NULL)`);
  await db.query(`CREATE TABLE bench_batch_people (n int PRIMARY KEY, id uuid NOT NULL)`);
  await db.query(`CREATE SEQUENCE bench_batch_k MINVALUE 0 START 0`);
  await db.query(`INSERT INTO bench_batch_portions SELECT n - 1, id FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`, [batchPortions]);
  await db.query(`INSERT INTO bench_batch_people SELECT n - 1, id FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`, [people]);
  const script = join(tmpdir(), `portiepunt-bench-batched-${process.pid}.sql`);
  writeFileSync(script, batchedScript(tenant));
  const pgbench = await promisify(execFile)('pgbench', [
    '--no-vacuum',
    `--client=${CEILING_CONNECTIONS}`,
    '--jobs=2',
    `--time=${SECONDS}`,
    `--file=${script}`,
    database.url,
  ]);
  const transactions = Number(/tps = ([\d.]+)/.exec(pgbench.stdout)?.[1]);
  const { rows: placedRows } = await db.query<{ placed: string }>(
    `SELECT count(*) AS placed FROM reservations WHERE portion_id = ANY($1)`,
    [batchPortions],
  );
  const batchedCeiling = transactions * BATCH;
  if (!(batchedCeiling > 0) || Number(placedRows[0].placed) === 0) throw new Error(`pgbench placed nothing:\n${pgbench.stdout}`);

  /** POST /api/protected/reservations from 50 connections, split over the given instances, for `seconds`. */
  async function reserveLoad(on: BenchServer[], seconds = SECONDS) {
    const portions = await freshPortions();
    const requests = reservationRequests(tokens, portions);
    const results = await Promise.all(
      on.map((server) =>
        autocannon({
          url: `${server.base}/api/protected/reservations`,
          connections: LOAD_CONNECTIONS / on.length,
          duration: seconds,
          requests,
        }),
      ),
    );
    // autocannon drops the answers still in flight when the time is up, so rows are compared with counters, not 2xx.
    const check = await db.query<{ made: string; taken: string; reserved: string; doubles: string }>(
      `SELECT (SELECT count(*) FROM reservations WHERE portion_id = ANY($1)) AS made,
              (SELECT sum(500 - available_quantity) FROM portions WHERE id = ANY($1)) AS taken,
              (SELECT sum(reserved_quantity) FROM portions WHERE id = ANY($1)) AS reserved,
              (SELECT count(*) FROM (SELECT 1 FROM reservations WHERE portion_id = ANY($1) AND status = 'reserved' GROUP BY portion_id, user_id HAVING count(*) > 1) d) AS doubles`,
      [portions],
    );
    const { made, taken, reserved, doubles } = check.rows[0];
    const consistent = Number(taken) === Number(made) && Number(reserved) === Number(made) && Number(doubles) === 0;
    return {
      rate: results.reduce((sum, r) => sum + r['2xx'] / r.duration, 0),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      failures: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
      consistent,
      made: Number(made),
    };
  }

  /**
   * GET /api/health and the authenticated read in turns of 2 s, SECONDS each in all: the background load of a
   * shared machine drifts within seconds, and alternating keeps that drift out of the ratio.
   */
  const READ_TURNS = Math.max(1, Math.round(SECONDS / 2));
  const readTurn = async (path: string, token?: string) => {
    const result = await autocannon({
      url: servers[0].base + path,
      connections: LOAD_CONNECTIONS,
      duration: SECONDS / READ_TURNS,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { ok: result['2xx'], duration: result.duration, failures: result.non2xx + result.errors };
  };
  type ReadTurn = Awaited<ReturnType<typeof readTurn>>;
  // One turn each to warm up (not counted), so that neither pays for the first compilations.
  await readTurn('/api/health');
  await readTurn('/api/protected/profile', tokens[0]);
  const healthTurns: ReadTurn[] = [];
  const profileTurns: ReadTurn[] = [];
  for (let turn = 0; turn < READ_TURNS; turn++) {
    healthTurns.push(await readTurn('/api/health'));
    profileTurns.push(await readTurn('/api/protected/profile', tokens[0]));
  }
  const summed = (turns: ReadTurn[]) => ({
    rate: turns.reduce((sum, t) => sum + t.ok, 0) / turns.reduce((sum, t) => sum + t.duration, 0),
    failures: turns.reduce((sum, t) => sum + t.failures, 0),
  });
  const health = summed(healthTurns);
  const profile = summed(profileTurns);
  // A warm-up turn on each new instance (not counted): a cold instance spends its first seconds compiling the
  // reservation path, which the reads above do not cover, and measured cold it made 444 to 670/s instead of about 1,000.
  await reserveLoad(servers, WARM_UP_SECONDS);
  const one = await reserveLoad(servers);

  // Reservations against GET /api/health in alternating turns on one instance, first with no live stream open, then
  // with one open for the tenant (a kitchen's dashboard): what live events cost when nobody watches and when somebody does.
  const kitchenToken = await jwt.signAsync({ sub: kitchen, role: 'kitchen', tenantId: tenant, ver: 0 });
  const againstHealth = async () => {
    let reserved = 0;
    let healthy = 0;
    let failures = 0;
    for (let turn = 0; turn < READ_TURNS; turn++) {
      const read = await readTurn('/api/health');
      const run = await reserveLoad([servers[0]], SECONDS / READ_TURNS);
      healthy += read.ok / read.duration;
      reserved += run.rate;
      failures += read.failures + run.failures + (run.consistent ? 0 : 1);
    }
    return { ratio: reserved / healthy, reserved: reserved / READ_TURNS, healthy: healthy / READ_TURNS, failures };
  };
  const noStream = await againstHealth();
  const stream = await openStream(servers[0].base, kitchenToken);
  const oneStream = await againstHealth().finally(() => stream.close());

  servers.push(await startServer(database.url, jwtSecret));
  await reserveLoad(servers, WARM_UP_SECONDS);
  const two = await reserveLoad(servers);

  // Row-level security's cost: the first instance (wall on) against one whose app pool connects as the platform
  // role with plain connections (BENCH_WITHOUT_ROW_SECURITY), in alternating turns, the order swapped each round.
  const withoutWall = await startServer(database.url, jwtSecret, { BENCH_WITHOUT_ROW_SECURITY: '1' });
  servers.push(withoutWall);
  const wall = servers[0];
  const WALL_ROUNDS = Number(process.env.BENCH_WALL_ROUNDS ?? 4);
  const profileOn = async (server: BenchServer) => {
    const result = await autocannon({
      url: `${server.base}/api/protected/profile`,
      connections: LOAD_CONNECTIONS,
      duration: SECONDS / READ_TURNS,
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    return { rate: result['2xx'] / result.duration, failures: result.non2xx + result.errors };
  };
  await profileOn(withoutWall);
  await reserveLoad([withoutWall], WARM_UP_SECONDS);
  const wallRounds: { read: number; reserve: number }[] = [];
  let wallFailures = 0;
  for (let round = 0; round < WALL_ROUNDS; round++) {
    const order = round % 2 === 0 ? [wall, withoutWall] : [withoutWall, wall];
    const read = new Map<BenchServer, number>();
    const reserved = new Map<BenchServer, number>();
    for (const server of order) {
      const result = await profileOn(server);
      read.set(server, result.rate);
      wallFailures += result.failures;
    }
    for (const server of order) {
      const result = await reserveLoad([server], SECONDS / 2);
      reserved.set(server, result.rate);
      wallFailures += result.failures + (result.consistent ? 0 : 1);
    }
    wallRounds.push({ read: read.get(wall)! / read.get(withoutWall)!, reserve: reserved.get(wall)! / reserved.get(withoutWall)! });
  }
  const geomean = (values: number[]) => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
  const fixed = (values: number[]) => values.map((value) => value.toFixed(3)).join(', ');
  await db.end();

  console.log(
    `\n${SECONDS} s per measurement, ${LOAD_CONNECTIONS} HTTP connections, ${CEILING_CONNECTIONS} pg connections for the ceilings; ${machine()}.`,
  );
  console.log(
    `Ceiling (same statement as the hot path, ${CEILING_CONNECTIONS} pg connections): ${ceiling.toFixed(0)}/s; the four-statement transaction (BEGIN, UPDATE … RETURNING, INSERT, COMMIT): ${fourStatements.toFixed(0)}/s; batched (PLACE_MANY, ${BATCH} a statement, pgbench, ${CEILING_CONNECTIONS} connections): ${batchedCeiling.toFixed(0)}/s (${transactions.toFixed(0)} statements/s).`,
  );
  for (const [name, run] of [
    ['no live stream open', noStream],
    ['one live stream open for the tenant', oneStream],
  ] as const) {
    console.log(
      `Reservations against GET /api/health in ${READ_TURNS} alternating turns, ${name}: ${run.reserved.toFixed(0)}/s against ${run.healthy.toFixed(0)}/s, ratio ${run.ratio.toFixed(2)}.`,
    );
  }
  for (const [name, run] of [
    ['one instance', one],
    ['two instances', two],
  ] as const) {
    console.log(
      `POST reservations, ${name}: ${run.rate.toFixed(0)}/s, p99 ${ms(run.p99)}, ${run.failures} non-2xx/errors, ${run.made} made, ${run.consistent ? 'consistent, no overbooking' : 'INCONSISTENT'}.`,
    );
  }
  const rows: BenchRow[] = [
    {
      measure: 'POST /api/protected/reservations, 1 instance',
      figure: `${one.rate.toFixed(0)}/s`,
      ceiling: `${ceiling.toFixed(0)}/s raw SQL`,
      ratio: `${(one.rate / ceiling).toFixed(2)} (${(one.rate / fourStatements).toFixed(2)} of the 4-statement ${fourStatements.toFixed(0)}/s)`,
    },
    {
      measure: 'POST /api/protected/reservations, 1 instance, batched ceiling',
      figure: `${one.rate.toFixed(0)}/s`,
      ceiling: `${batchedCeiling.toFixed(0)}/s PLACE_MANY × ${BATCH} (pgbench)`,
      ratio: (one.rate / batchedCeiling).toFixed(2),
    },
    {
      measure: 'reservations ÷ GET /api/health, no stream open',
      figure: `${noStream.reserved.toFixed(0)}/s`,
      ceiling: `${noStream.healthy.toFixed(0)}/s GET /api/health`,
      ratio: noStream.ratio.toFixed(2),
    },
    {
      measure: 'reservations ÷ GET /api/health, 1 stream open per tenant',
      figure: `${oneStream.reserved.toFixed(0)}/s`,
      ceiling: `${oneStream.healthy.toFixed(0)}/s GET /api/health`,
      ratio: oneStream.ratio.toFixed(2),
    },
    {
      measure: 'POST /api/protected/reservations, 2 instances',
      figure: `${two.rate.toFixed(0)}/s`,
      ceiling: `${ceiling.toFixed(0)}/s raw SQL`,
      ratio: (two.rate / ceiling).toFixed(2),
    },
    {
      measure: 'GET /api/protected/profile (authenticated read)',
      figure: `${profile.rate.toFixed(0)}/s`,
      ceiling: `${health.rate.toFixed(0)}/s GET /api/health (SELECT 1)`,
      ratio: (profile.rate / health.rate).toFixed(2),
    },
  ];
  report(rows);
  console.log(
    `Row-level security on against off (${WALL_ROUNDS} rounds, turns alternating): authenticated read ${geomean(wallRounds.map((r) => r.read)).toFixed(3)} (rounds ${fixed(wallRounds.map((r) => r.read))}); reservations ${geomean(wallRounds.map((r) => r.reserve)).toFixed(3)} (rounds ${fixed(wallRounds.map((r) => r.reserve))}).`,
  );
  const failures = {
    reservations: one.failures + two.failures,
    'authenticated reads': profile.failures,
    'GET /api/health': health.failures,
    'live stream turns': noStream.failures + oneStream.failures,
    'wall rounds': wallFailures,
  };
  if (!one.consistent || !two.consistent || Object.values(failures).some((count) => count > 0)) {
    // A rate counts answers of 2xx only: failed requests would make it look merely slow.
    console.error(`FAILED: consistent ${one.consistent && two.consistent}; non-2xx or errors ${JSON.stringify(failures)}`);
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop();
  await database.stop();
}
