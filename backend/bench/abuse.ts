// npm run bench:abuse: how /api/health answers while an unauthenticated client posts oversized JSON bodies
// (a 98 kB list of numbers and a 98 kB object of 9,800 keys, just under the body limit) to the login and
// forgot-password routes, 20 at a time. /api/health is asked one request after the other: first alone (the
// ceiling), then throughout the attack. The server runs with its default overload guard and logs at info.
import { randomBytes } from 'node:crypto';
import { machine, ms, percentile, report, startDatabase, startServer, type BenchServer } from './support.js';

const ATTACKS = Number(process.env.BENCH_ATTACKS ?? 400);
const AT_A_TIME = 20;
const QUIET_PROBES = 200;
const TARGETS = ['/api/auth/login', '/api/auth/forgot-password'];
const OVERSIZED = [
  JSON.stringify(new Array(49_000).fill(0)),
  JSON.stringify(Object.fromEntries(Array.from({ length: 9_800 }, (_, i) => [`k${i}`, 0]))),
];

async function probe(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
  return performance.now() - started;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1])} (${sorted.length} probes)`;
};

const database = await startDatabase();
let server: BenchServer | undefined;
try {
  server = await startServer(database.url, randomBytes(32).toString('hex'), { LOG_LEVEL: 'info' });
  const base = server.base;
  for (let i = 0; i < 20; i++) await probe(base); // warm-up
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_PROBES; i++) quiet.push(await probe(base));

  const statuses = new Map<number, number>();
  let largestAnswer = 0;
  let next = 0;
  const attacker = async () => {
    while (next < ATTACKS) {
      const i = next++;
      const response = await fetch(`${base}${TARGETS[i % TARGETS.length]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: OVERSIZED[Math.floor(i / 2) % OVERSIZED.length],
      });
      largestAnswer = Math.max(largestAnswer, (await response.arrayBuffer()).byteLength);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  let attacking = true;
  const underAttack: number[] = [];
  const prober = (async () => {
    while (attacking) underAttack.push(await probe(base));
  })();
  const started = performance.now();
  await Promise.all(Array.from({ length: AT_A_TIME }, attacker));
  const attackMs = performance.now() - started;
  attacking = false;
  await prober;

  console.log(`Machine: ${machine()}`);
  console.log(
    `${ATTACKS} oversized bodies, ${AT_A_TIME} at a time, in ${ms(attackMs)}; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}; largest answer ${largestAnswer} bytes`,
  );
  console.log(`/api/health alone: ${summary(quiet)}`);
  console.log(`/api/health under the attack: ${summary(underAttack)}`);
  report([
    {
      measure: `\`GET /api/health\` while ${ATTACKS} oversized bodies are posted, ${AT_A_TIME} at a time (\`bench:abuse\`)`,
      figure: summary(underAttack),
      ceiling: `alone: ${summary(quiet)}`,
    },
  ]);
} finally {
  await server?.stop();
  await database.stop();
}
