// npm run bench:observability: what logging and metrics cost. Pairs of instances of the built app on one database,
// one with the log at info and metrics served (METRICS_TOKEN, scraped every 15 s as deploy/prometheus does), one with
// the log silent and no metrics (BENCH_OBSERVE turns on less); the reservation POST and the authenticated read go to
// each in alternating 2 s turns, so that the drifting load of a shared machine falls on both alike. Each of
// BENCH_ROUNDS rounds starts a fresh pair, in swapped order; the figures are the geometric means of the rounds'
// ratios. With its log on, the observed instance also runs turns with the log switched off (bench/log-switch.ts):
// the log's cost within one process, free of the few per cent by which two processes started alike differ.
import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, demoTenant, machine, reservationRequests, setLogLevel, startDatabase, startServer, type BenchServer } from './support.js';

/** 8 turns per round with the 4 rounds: fewer leave a round at the mercy of a single noisy turn. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 64);
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
const LOGS_OBSERVED = OBSERVE === 'both' || OBSERVE === 'logs';
const OBSERVED_ENV: Record<string, string> = {
  LOG_LEVEL: LOGS_OBSERVED ? 'info' : 'silent',
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
    const startObserved = () => startServer(database.url, jwtSecret, OBSERVED_ENV, { logSwitch: LOGS_OBSERVED });
    const startQuiet = () => startServer(database.url, jwtSecret, QUIET_ENV);
    const first = await (observedFirst ? startObserved : startQuiet)();
    const second = await (observedFirst ? startQuiet : startObserved)();
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
  type Ratio = { rate: number; cpu: number };
  /** Per round and measure: observed / quiet, and with the log on / off in the observed instance (throughput; CPU per request inverted). */
  const ratios = { reserve: [] as Ratio[], read: [] as Ratio[] };
  const logRatios = { reserve: [] as Ratio[], read: [] as Ratio[] };
  const ratio = (on: Turn[], off: Turn[]): Ratio => ({
    rate: mean(on, 'rate') / mean(off, 'rate'),
    cpu: mean(off, 'cpuUs') / mean(on, 'cpuUs'),
  });
  const turns = Math.max(1, Math.round(SECONDS / TURN_S / ROUNDS));

  for (let round = 0; round < ROUNDS; round++) {
    const { observed, quiet, observedFirst } = round === 0 ? firstPair : await startPair(round);
    const scraper = setInterval(
      () => void fetch(`${observed.base}/metrics`, { headers: { authorization: 'Bearer bench' } }).catch(() => undefined),
      SCRAPE_INTERVAL_MS,
    );
    /** What each turn runs on: the observed instance (again with its log switched off, when it logs) and the quiet one. */
    const subjects = [
      { server: observed, logLevel: LOGS_OBSERVED ? ('info' as const) : undefined, reserve: [] as Turn[], read: [] as Turn[] },
      { server: quiet, logLevel: undefined, reserve: [] as Turn[], read: [] as Turn[] },
      ...(LOGS_OBSERVED ? [{ server: observed, logLevel: 'silent' as const, reserve: [] as Turn[], read: [] as Turn[] }] : []),
    ];
    const [on, off, logOff] = subjects;
    const prepare = async (subject: (typeof subjects)[number]) => {
      if (subject.logLevel) await setLogLevel(subject.server, subject.logLevel);
    };
    // One turn of each on each instance to warm up (not counted), so that neither pays for the first compilations.
    for (const subject of [on, off]) {
      await prepare(subject);
      await reserveTurn(subject.server, await portions());
      await readTurn(subject.server);
    }
    for (let turn = 0; turn < turns; turn++) {
      // Each turn on fresh portions, the subjects one after the other, their order reversed every turn.
      const order = turn % 2 ? [...subjects].reverse() : subjects;
      for (const subject of order) {
        await prepare(subject);
        subject.reserve.push(await reserveTurn(subject.server, await portions()));
      }
      for (const subject of order) {
        await prepare(subject);
        subject.read.push(await readTurn(subject.server));
      }
    }
    clearInterval(scraper);
    for (const name of ['reserve', 'read'] as const) {
      const pair = ratio(on[name], off[name]);
      ratios[name].push(pair);
      let line =
        `Round ${round + 1} (${observedFirst ? 'observed' : 'quiet'} instance started first), ${name}: ` +
        `${mean(on[name], 'rate').toFixed(0)}/s against ${mean(off[name], 'rate').toFixed(0)}/s, ratio ${pair.rate.toFixed(3)}; ` +
        `CPU per request ${mean(on[name], 'cpuUs').toFixed(0)} µs against ${mean(off[name], 'cpuUs').toFixed(0)} µs, ratio ${pair.cpu.toFixed(3)}`;
      if (logOff) {
        const log = ratio(on[name], logOff[name]);
        logRatios[name].push(log);
        line += `; log on against off in the observed instance: ratio ${log.rate.toFixed(3)}, CPU ${log.cpu.toFixed(3)}`;
      }
      console.log(line);
    }
    for (const server of [observed, quiet]) await server.stop();
  }
  const geometricMean = (values: number[]) => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
  const spread = (values: number[]) => `${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)}`;
  console.log(
    `\n${ROUNDS} rounds of fresh instances, ${turns} turns of ${TURN_S} s per measure and instance each, ${CONNECTIONS} connections, ` +
      `a scrape every ${SCRAPE_INTERVAL_MS / 1000} s; the observed instance with ${OBSERVE === 'both' ? 'logs and metrics' : OBSERVE === 'none' ? 'neither (control)' : `${OBSERVE} only`}; ${machine()}.`,
  );
  const summary = (measure: Ratio[]) => {
    const rates = measure.map((each) => each.rate);
    const cpus = measure.map((each) => each.cpu);
    return (
      `throughput ratio ${geometricMean(rates).toFixed(3)} (rounds ${spread(rates)}), ` +
      `CPU-per-request ratio ${geometricMean(cpus).toFixed(3)} (rounds ${spread(cpus)})`
    );
  };
  for (const [name, measure] of [
    ['POST /api/protected/reservations', 'reserve'],
    ['GET /api/protected/profile', 'read'],
  ] as const) {
    console.log(`${name}: observed against silent without metrics, ${summary(ratios[measure])}`);
    if (LOGS_OBSERVED) console.log(`${name}: log on against off within the observed instance, ${summary(logRatios[measure])}`);
  }
} finally {
  // Before the database stops: a client still connected then would fail the run with its own error instead.
  await db.end().catch(() => undefined);
  for (const server of servers) await server.stop();
  await database.stop();
}
