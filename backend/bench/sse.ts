// npm run bench:sse: 10,000 open event streams (users of one tenant) on one instance, or spread over two
// (BENCH_INSTANCES=2) on one database; the kitchen creates portions through the API and every stream's delivery
// is timed from the moment the POST is sent. Also prints the server's memory per open stream: its growth over all
// streams, and over the second half alone (what one more stream costs, without the heap's one-off growth).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { demoTenant, login, machine, ms, percentile, report, startDatabase, startServer, type BenchServer } from './support.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
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
  const { tenant, location } = await demoTenant(db);
  await db.end();
  const kitchen = await login(first.base, 'keuken@delinde.nl');
  const tokens = [await login(first.base, 'zorg@delinde.nl'), kitchen, await login(first.base, 'beheer@delinde.nl')];
  const titles: string[] = [];

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssBefore = servers.map(rssBytes);
  console.log(`Opening ${STREAMS.toLocaleString('en')} streams on ${INSTANCES} instance(s)...`);
  const streams: Stream[] = [];
  /** Opens streams up to `count`, then lets the servers settle and reads their memory. */
  const openUpTo = async (count: number) => {
    for (let opened = streams.length; opened < count; opened += OPEN_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, count - opened) }, (_, i) =>
        openStream(servers[(opened + i) % INSTANCES].base, tokens[(opened + i) % tokens.length], titles),
      );
      streams.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return servers.map(rssBytes);
  };
  const half = Math.floor(STREAMS / 2);
  const rssHalf = await openUpTo(half);
  const rssAfter = await openUpTo(STREAMS);
  const growth = (from: number[], to: number[]) => to.reduce((sum, rss, i) => sum + rss - from[i], 0);
  const perStream = growth(rssBefore, rssAfter) / STREAMS;
  // The second half's growth per stream: what one more open stream costs, without the heap's one-off growth.
  const perStreamMarginal = growth(rssHalf, rssAfter) / (STREAMS - half);

  const latencies: number[] = [];
  let missing = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const title = `Bench SSE ${round} ${randomBytes(4).toString('hex')}`;
    titles.push(title);
    const body = JSON.stringify({ title, locationId: location, totalQuantity: 5, availableUntil: new Date(Date.now() + 3_600_000).toISOString() });
    const sentAt = now();
    const response = await fetch(`${first.base}/api/protected/tenants/${tenant}/portions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kitchen}`, 'content-type': 'application/json' },
      body,
    });
    if (response.status !== 201) throw new Error(`POST portion answered ${response.status}: ${await response.text()}`);
    const deadline = Date.now() + 10_000;
    while (streams.some((stream) => !stream.arrivals.has(title)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
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
  console.log(`\n${STREAMS.toLocaleString('en')} streams on ${INSTANCES} instance(s), ${ROUNDS} portions; ${machine()}.`);
  // The first delivery is the POST and the NOTIFY round trip; what follows it is the fan-out (server and reader).
  console.log(`First delivery ${ms(latencies[0])} after the POST; deliveries ${latencies.length}, missing ${missing}; server memory ${(rssBefore.reduce((a, b) => a + b) / 2 ** 20).toFixed(0)} MB -> ${(rssAfter.reduce((a, b) => a + b) / 2 ** 20).toFixed(0)} MB.`);
  report([
    { measure: `SSE, ${STREAMS.toLocaleString('en')} streams on ${INSTANCES} instance(s): delivery from POST, p99 (p50, slowest)`, figure: `${ms(p99)} (${ms(p50)}, ${ms(slowest)})`, ceiling: 'goal p99 < 200 ms' },
    { measure: `SSE, ${INSTANCES} instance(s): server memory per open stream (growth / streams)`, figure: `${(perStream / 1024).toFixed(1)} kB`, ceiling: 'goal <= 10 kB' },
    {
      measure: `SSE, ${INSTANCES} instance(s): server memory per open stream, from ${half.toLocaleString('en')} to ${STREAMS.toLocaleString('en')} streams`,
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
