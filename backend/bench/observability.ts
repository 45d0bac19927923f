// npm run bench:observability: what logging and metrics cost. Pairs of instances of the built app on one database,
// one with the log at info and metrics served (METRICS_TOKEN, scraped every 15 s as deploy/prometheus does), one with
// the log silent and no metrics; the reservation POST and the authenticated read go to each in alternating 2 s
// turns, so that the drifting load of a shared machine falls on both alike. Each of BENCH_ROUNDS rounds starts a
// fresh pair, in swapped order; the figures are the geometric means of the rounds' ratios.
import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, demoTenant, machine, reservationRequests, startDatabase, startServer, type BenchServer } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Fresh pairs of instances, started in swapped order: a single pair differs by up to 8 % with the same settings. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/**
 * What the observed instance turns on (BENCH_OBSERVE): both (the default), logs, metrics, or none, a control run
 * that shows what the bench reads when nothing differs.
 */
const OBSERVE = process.env.BENCH_OBSERVE ?? 'both';
if (!['both', 'logs', 'metrics', 'none'].includes(OBSERVE)) throw new Error('BENCH_OBSERVE must be both, logs, metrics or none');
const TURN_S = 2;
const CONNECTIONS = 50;
const PORTIONS = 200;
/** deploy/prometheus/prometheus.yml's scrape_interval; BENCH_SCRAPE_MS changes it (each scrape reads the outbox). */
const SCRAPE_INTERVAL_MS = Number(process.env.BENCH_SCRAPE_MS ?? 15_000);
const QUIET_ENV: Record<string, string> = { LOG_LEVEL: 'silent' };
const OBSERVED_ENV: Record<string, string> = {
  LOG_LEVEL: OBSERVE === 'both' || OBSERVE === 'logs' ? 'info' : 'silent',
  ...(OBSERVE === 'both' || OBSERVE === 'metrics' ? { METRICS_TOKEN: 'bench' } : {}),
};

const database = await startDatabase();
const jwtSecret = randomBytes(32).toString('hex');
const servers: BenchServer[] = [];
const db = new pg.Client({ connectionString: database.url });
try {
  /** A fresh pair of instances, the observed one started first in odd rounds. */
  const startPair = async (round: number) => {
    // Their log goes to standard output, /dev/null here (see support.ts).
    const observedFirst = round % 2 === 1;
    const first = await startServer(database.url, jwtSecret, observedFirst ? OBSERVED_ENV : QUIET_ENV);
    const second = await startServer(database.url, jwtSecret, observedFirst ? QUIET_ENV : OBSERVED_ENV);
    servers.push(first, second);
    const [observed, quiet] = observedFirst ? [first, second] : [second, first];
    return { observed, quiet, observedFirst };
  };
  // The first instance migrates the database and seeds the demo.
  const firstPair = await startPair(0);
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
  type Turn = Awaited<ReturnType<typeof readTurn>>;
  const mean = (turns: Turn[], measure: keyof Turn) => turns.reduce((sum, turn) => sum + turn[measure], 0) / turns.length;
  /** Per round and measure: observed throughput / quiet throughput, and quiet CPU per request / observed CPU per request. */
  const ratios = { reserve: [] as { rate: number; cpu: number }[], read: [] as { rate: number; cpu: number }[] };
  const turns = Math.max(1, Math.round(SECONDS / TURN_S / ROUNDS));

  for (let round = 0; round < ROUNDS; round++) {
    const { observed, quiet, observedFirst } = round === 0 ? firstPair : await startPair(round);
    const scraper = setInterval(
      () => void fetch(`${observed.base}/metrics`, { headers: { authorization: 'Bearer bench' } }).catch(() => undefined),
      SCRAPE_INTERVAL_MS,
    );
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
    for (const [name, on, off] of [
      ['reserve', results.reserveOn, results.reserveOff],
      ['read', results.readOn, results.readOff],
    ] as const) {
      const ratio = { rate: mean(on, 'rate') / mean(off, 'rate'), cpu: mean(off, 'cpuUs') / mean(on, 'cpuUs') };
      ratios[name].push(ratio);
      console.log(
        `Round ${round + 1} (${observedFirst ? 'observed' : 'quiet'} instance started first), ${name}: ` +
          `${mean(on, 'rate').toFixed(0)}/s against ${mean(off, 'rate').toFixed(0)}/s, ratio ${ratio.rate.toFixed(3)}; ` +
          `CPU per request ${mean(on, 'cpuUs').toFixed(0)} µs against ${mean(off, 'cpuUs').toFixed(0)} µs, ratio ${ratio.cpu.toFixed(3)}`,
      );
    }
    for (const server of [observed, quiet]) await server.stop();
  }
  const geometricMean = (values: number[]) => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
  const spread = (values: number[]) => `${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)}`;
  console.log(
    `\n${ROUNDS} rounds of fresh instances, ${turns} turns of ${TURN_S} s per measure and instance each, ${CONNECTIONS} connections, ` +
      `a scrape every ${SCRAPE_INTERVAL_MS / 1000} s; the observed instance with ${OBSERVE === 'both' ? 'logs and metrics' : OBSERVE === 'none' ? 'neither (control)' : `${OBSERVE} only`}; ${machine()}.`,
  );
  for (const [name, measure] of [
    ['POST /api/protected/reservations', ratios.reserve],
    ['GET /api/protected/profile', ratios.read],
  ] as const) {
    const rates = measure.map((ratio) => ratio.rate);
    const cpus = measure.map((ratio) => ratio.cpu);
    console.log(
      `${name}: observed against silent without metrics, throughput ratio ${geometricMean(rates).toFixed(3)} (rounds ${spread(rates)}), ` +
        `CPU-per-request ratio ${geometricMean(cpus).toFixed(3)} (rounds ${spread(cpus)})`,
    );
  }
} finally {
  // Before the database stops: a client still connected then would fail the run with its own error instead.
  await db.end().catch(() => undefined);
  for (const server of servers) await server.stop();
  await database.stop();
}
