// npm run bench:sse: 10,000 open event streams, held by 1,000 staff of one tenant (10 each, the most one person may
// hold on one instance), on one instance, or spread over two (BENCH_INSTANCES=2) on one database; the kitchen creates portions through the API and every stream's delivery
// is timed from the moment the POST is sent. Also prints the server's memory per open stream: the RSS it keeps
// once it has collected its garbage (asked through bench/collect-garbage.ts), over all streams and over the second
// half alone (what one more stream costs, without the heap's one-off growth).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';
import {
  BACKEND,
  collectGarbage,
  demoTenant,
  insertColleagues,
  machine,
  ms,
  percentile,
  report,
  startDatabase,
  startServer,
  type BenchServer,
} from './support.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const { MAX_STREAMS_PER_USER } = (await import(
  pathToFileURL(join(BACKEND, 'dist', 'infrastructure', 'platform', 'realtime', 'streams-per-user.js')).href
)) as { MAX_STREAMS_PER_USER: number };
const ROUNDS = 5;
const OPEN_CONCURRENCY = 200;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const now = () => performance.timeOrigin + performance.now();

function rssBytes(server: BenchServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

interface Stream {
  request: http.ClientRequest;
  /** When the chunk carrying the awaited title arrived. */
  arrivals: Map<string, number>;
}

/** Opens one stream and resolves once its `: connected` comment arrived. */
function openStream(base: string, token: string, titles: string[]): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const request = http.get(`${base}/api/protected/events`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let connected = false;
      response.on('data', (chunk: Buffer) => {
        if (!connected && chunk.includes(': connected')) {
          connected = true;
          resolve({ request, arrivals });
        }
        const title = titles[titles.length - 1];
        if (title !== undefined && !arrivals.has(title) && chunk.includes(title)) arrivals.set(title, now());
      });
    });
    request.once('error', reject);
  });
}

const database = await startDatabase();
const jwtSecret = randomBytes(32).toString('hex');
const servers: BenchServer[] = [];
try {
  for (let i = 0; i < INSTANCES; i++) servers.push(await startServer(database.url, jwtSecret));
  const [first] = servers;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant, kitchen: kitchenId, location } = await demoTenant(db);
  const people = await insertColleagues(db, tenant, Math.ceil(STREAMS / MAX_STREAMS_PER_USER), 'sse');
  await db.end();
  // Tokens signed here, as the server would after a login, so that the bench does not spend minutes on scrypt.
  const jwt = new JwtService({ secret: jwtSecret, signOptions: { algorithm: 'HS256', expiresIn: '1h' } });
  const kitchen = await jwt.signAsync({ sub: kitchenId, role: 'kitchen', tenantId: tenant, ver: 0 });
  const tokens = await Promise.all(people.map((sub) => jwt.signAsync({ sub, role: 'staff', tenantId: tenant, ver: 0 })));
  const titles: string[] = [];

  /** The servers' RSS once they have collected their garbage: what they keep. */
  const memory = async () => {
    await Promise.all(servers.map(collectGarbage));
    return servers.map(rssBytes);
  };
  const before = await memory();
  console.log(`Opening ${STREAMS.toLocaleString('en')} streams on ${INSTANCES} instance(s)...`);
  const streams: Stream[] = [];
  /** Opens streams up to `count`, then reads the servers' memory. */
  const openUpTo = async (count: number) => {
    for (let opened = streams.length; opened < count; opened += OPEN_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, count - opened) }, (_, i) =>
        // Stream n belongs to person n / 10, so each instance holds at most 10 streams of one person.
        openStream(servers[(opened + i) % INSTANCES].base, tokens[Math.floor((opened + i) / MAX_STREAMS_PER_USER)], titles),
      );
      streams.push(...(await Promise.all(batch)));
    }
    return memory();
  };
  const half = Math.floor(STREAMS / 2);
  const atHalf = await openUpTo(half);
  const after = await openUpTo(STREAMS);
  const growth = (from: number[], to: number[]) => to.reduce((sum, rss, i) => sum + rss - from[i], 0);
  const perStream = growth(before, after) / STREAMS;
  // The second half's growth per stream: what one more open stream costs, without the heap's one-off growth.
  const perStreamMarginal = growth(atHalf, after) / (STREAMS - half);

  const latencies: number[] = [];
  let missing = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const title = `Bench SSE ${round} ${randomBytes(4).toString('hex')}`;
    titles.push(title);
    const body = JSON.stringify({
      title,
      locationId: location,
      totalQuantity: 5,
      allergensDeclared: true,
      availableUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const sentAt = now();
    const response = await fetch(`${first.base}/api/protected/tenants/${tenant}/portions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kitchen}`, 'content-type': 'application/json' },
      body,
    });
    if (response.status !== 201) throw new Error(`POST portion answered ${response.status}: ${await response.text()}`);
    const deadline = Date.now() + 10_000;
    while (streams.some((stream) => !stream.arrivals.has(title)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const stream of streams) {
      const arrival = stream.arrivals.get(title);
      if (arrival === undefined) missing++;
      else latencies.push(arrival - sentAt);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  streams.forEach((stream) => stream.request.destroy());
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const slowest = latencies[latencies.length - 1];
  console.log(
    `\n${STREAMS.toLocaleString('en')} streams of ${people.length.toLocaleString('en')} people on ${INSTANCES} instance(s), ${ROUNDS} portions; ${machine()}.`,
  );
  // The first delivery is the POST and the NOTIFY round trip; what follows it is the fan-out (server and reader).
  console.log(
    `First delivery ${ms(latencies[0])} after the POST; deliveries ${latencies.length}, missing ${missing}; server memory kept ${(before.reduce((a, b) => a + b) / 2 ** 20).toFixed(0)} MB -> ${(after.reduce((a, b) => a + b) / 2 ** 20).toFixed(0)} MB.`,
  );
  report([
    {
      measure: `SSE, ${STREAMS.toLocaleString('en')} streams on ${INSTANCES} instance(s): delivery from POST, p99 (p50, slowest)`,
      figure: `${ms(p99)} (${ms(p50)}, ${ms(slowest)})`,
      ceiling: 'goal p99 < 200 ms',
    },
    {
      measure: `SSE, ${INSTANCES} instance(s): server memory kept per open stream (RSS growth after collecting / streams)`,
      figure: `${(perStream / 1024).toFixed(1)} kB`,
      ceiling: 'goal <= 10 kB',
    },
    {
      measure: `SSE, ${INSTANCES} instance(s): server memory kept per open stream, from ${half.toLocaleString('en')} to ${STREAMS.toLocaleString('en')} streams`,
      figure: `${(perStreamMarginal / 1024).toFixed(1)} kB`,
      ceiling: 'goal <= 10 kB',
    },
  ]);
  if (missing > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  for (const server of servers) await server.stop();
  await database.stop();
}
