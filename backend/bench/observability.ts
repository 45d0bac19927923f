// npm run bench:observability: what logging and metrics cost. Two instances of the built app on one database,
// one with the log at info and metrics served (METRICS_TOKEN, scraped every 15 s as deploy/prometheus does), one with
// the log silent and no metrics; the reservation POST and the authenticated read go to each in alternating 2 s
// turns, so that the drifting load of a shared machine falls on both alike.
import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, demoTenant, machine, reservationRequests, startDatabase, startServer, type BenchServer } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TURN_S = 2;
const CONNECTIONS = 50;
const PORTIONS = 200;
/** deploy/prometheus/prometheus.yml's scrape_interval; BENCH_SCRAPE_MS changes it (each scrape reads the outbox). */
const SCRAPE_INTERVAL_MS = Number(process.env.BENCH_SCRAPE_MS ?? 15_000);

const database = await startDatabase();
const jwtSecret = randomBytes(32).toString('hex');
const servers: BenchServer[] = [];
const db = new pg.Client({ connectionString: database.url });
try {
  // Written to standard output, /dev/null here (see support.ts).
  const observed = await startServer(database.url, jwtSecret, { LOG_LEVEL: 'info', METRICS_TOKEN: 'bench' });
  const quiet = await startServer(database.url, jwtSecret, { LOG_LEVEL: 'silent' });
  servers.push(observed, quiet);
  await db.connect();
  const { tenant, kitchen, location } = await demoTenant(db);
  const people = (
    await db.query<{ id: string }>(
      `INSERT INTO users (id, tenant_id, email, first_name, last_name, role, password_hash, is_active, created_at)
       SELECT gen_random_uuid(), $1, 'obs' || i || '@delinde.nl', 'Bench', 'Collega ' || i, 'staff', password_hash, true, now()
         FROM users, generate_series(1, 2000) AS i WHERE users.email = 'zorg@delinde.nl' RETURNING id`,
      [tenant],
    )
  ).rows.map((row) => row.id);
  const jwt = new JwtService({ secret: jwtSecret, signOptions: { algorithm: 'HS256', expiresIn: '1h' } });
  const tokens = await Promise.all(people.map((id) => jwt.signAsync({ sub: id, role: 'staff', tenantId: tenant, ver: 0 })));
  const portions = async () =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, available_until, status, created_by)
         SELECT gen_random_uuid(), $1, $2, 'Bench ' || i, 500, 500, now() + interval '6 days', 'available', $3
           FROM generate_series(1, $4::int) AS i RETURNING id`,
        [tenant, location, kitchen, PORTIONS],
      )
    ).rows.map((row) => row.id);
  const scraper = setInterval(
    () => void fetch(`${observed.base}/metrics`, { headers: { authorization: 'Bearer bench' } }).catch(() => undefined),
    SCRAPE_INTERVAL_MS,
  );

  /** A turn's answered requests per second, and the server's CPU time per answered request (µs). */
  const measured = async (server: BenchServer, load: () => Promise<autocannon.Result>) => {
    const cpuBefore = cpuMs(server);
    const result = await load();
    return { rate: result['2xx'] / result.duration, cpuUs: ((cpuMs(server) - cpuBefore) * 1000) / result['2xx'] };
  };
  const reserveTurn = async (server: BenchServer, ids: string[]) =>
    measured(server, () =>
      autocannon({
        url: `${server.base}/api/protected/reservations`,
        connections: CONNECTIONS,
        duration: TURN_S,
        requests: reservationRequests(tokens, ids),
      }),
    );
  const readTurn = async (server: BenchServer) =>
    measured(server, () =>
      autocannon({
        url: `${server.base}/api/protected/profile`,
        connections: CONNECTIONS,
        duration: TURN_S,
        headers: { authorization: `Bearer ${tokens[0]}` },
      }),
    );
  const turns = Math.max(1, Math.round(SECONDS / TURN_S));
  type Turn = Awaited<ReturnType<typeof readTurn>>;
  const results = { reserveOn: [] as Turn[], reserveOff: [] as Turn[], readOn: [] as Turn[], readOff: [] as Turn[] };
  // One turn of each on each instance to warm up (not counted), so that neither pays for the first compilations.
  for (const server of [observed, quiet]) {
    await reserveTurn(server, await portions());
    await readTurn(server);
  }
  for (let turn = 0; turn < turns; turn++) {
    // Each turn on fresh portions, first one instance and then the other, the order swapped every turn.
    const [first, second] = turn % 2 ? [quiet, observed] : [observed, quiet];
    for (const server of [first, second]) {
      const result = await reserveTurn(server, await portions());
      (server === observed ? results.reserveOn : results.reserveOff).push(result);
    }
    for (const server of [first, second]) (server === observed ? results.readOn : results.readOff).push(await readTurn(server));
  }
  clearInterval(scraper);
  const mean = (turns: Turn[], measure: keyof Turn) => turns.reduce((sum, turn) => sum + turn[measure], 0) / turns.length;
  console.log(
    `\n${turns} turns of ${TURN_S} s per measure and instance, ${CONNECTIONS} connections, a scrape every ${SCRAPE_INTERVAL_MS / 1000} s; ${machine()}.`,
  );
  for (const [name, on, off] of [
    ['POST /api/protected/reservations', results.reserveOn, results.reserveOff],
    ['GET /api/protected/profile', results.readOn, results.readOff],
  ] as const) {
    const [rateOn, rateOff, cpuOn, cpuOff] = [mean(on, 'rate'), mean(off, 'rate'), mean(on, 'cpuUs'), mean(off, 'cpuUs')];
    console.log(
      `${name}: logs + metrics ${rateOn.toFixed(0)}/s, silent without metrics ${rateOff.toFixed(0)}/s, ratio ${(rateOn / rateOff).toFixed(3)}; ` +
        `server CPU per request ${cpuOn.toFixed(0)} µs against ${cpuOff.toFixed(0)} µs, ratio ${(cpuOff / cpuOn).toFixed(3)}`,
    );
  }
} finally {
  // Before the database stops: a client still connected then would fail the run with its own error instead.
  await db.end().catch(() => undefined);
  for (const server of servers) await server.stop();
  await database.stop();
}
