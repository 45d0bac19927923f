// npm run bench:scim: SCIM provisioning of one tenant (the demo tenant De Linde) on the built server, one instance,
// a fresh database. Each simulated directory user goes through the sequence Entra ID documents: a filter query
// that finds nothing, create, the filter query again, PATCH with `Replace` (name and e-mail), PATCH `active`
// "False" and DELETE: six requests, four of them changes that are audited and end sessions. Two runs:
// - paced: 25 requests per second (Entra's minimum per tenant) for PACED_SECONDS, sent on a fixed schedule
//   whatever the answers take; the figure is the rate answered, the latency and how many failed;
// - ceiling: CONCURRENCY directory workers without pause, the most this instance answers for one tenant.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { demoTenant, json, login, machine, ms, percentile, report, startDatabase, startServer } from './support.js';

const PACED_RATE = 25;
const PACED_SECONDS = 30;
const CONCURRENCY = 8;
const CEILING_SECONDS = 20;
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** CPU time the server process has used so far, in ms (user + system, from /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Sample {
  latency: number;
  ok: boolean;
}

const database = await startDatabase();
const server = await startServer(database.url, randomBytes(32).toString('hex'));
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant } = await demoTenant(db);
  await db.end();
  const admin = await login(server.base, 'beheer@delinde.nl');
  const { token } = await json<{ token: string }>(
    await fetch(`${server.base}/api/protected/tenants/${tenant}/scim-tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    }),
  );

  async function scim(method: string, path: string, body?: unknown): Promise<{ sample: Sample; body: Record<string, unknown> | null }> {
    const started = performance.now();
    const response = await fetch(`${server.base}/scim/v2${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/scim+json', accept: 'application/scim+json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const latency = performance.now() - started;
    return { sample: { latency, ok: response.ok }, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  let next = 0;
  /** The directory's steps for one user, each a function of what the earlier ones answered. */
  function entraSequence(): Array<(id: string | null) => Promise<{ sample: Sample; id: string | null }>> {
    const userName = `scim-${++next}-${randomBytes(3).toString('hex')}@delinde.nl`;
    const filter = `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;
    const keep = (id: string | null) => async (answer: Promise<{ sample: Sample }>) => ({ ...(await answer), id });
    return [
      (id) => keep(id)(scim('GET', filter)),
      async () => {
        const { sample, body } = await scim('POST', '/Users', {
          schemas: [USER_SCHEMA],
          userName,
          active: true,
          name: { givenName: 'Bench', familyName: `Gebruiker ${next}` },
          emails: [{ primary: true, type: 'work', value: userName }],
        });
        return { sample, id: typeof body?.id === 'string' ? body.id : null };
      },
      (id) => keep(id)(scim('GET', filter)),
      (id) =>
        keep(id)(
          scim('PATCH', `/Users/${id}`, {
            schemas: [PATCH_SCHEMA],
            Operations: [{ op: 'Replace', path: 'name.familyName', value: `Gewijzigd ${next}` }],
          }),
        ),
      (id) =>
        keep(id)(
          scim('PATCH', `/Users/${id}`, { schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] }),
        ),
      (id) => keep(id)(scim('DELETE', `/Users/${id}`)),
    ];
  }

  /** One directory worker: users one after another, each step after the previous one's answer. */
  async function worker(until: number, samples: Sample[]): Promise<void> {
    while (performance.now() < until) {
      let id: string | null = null;
      for (const step of entraSequence()) {
        const answer = await step(id);
        id = answer.id;
        samples.push(answer.sample);
      }
    }
  }

  // Warm-up: the first requests compile the server's code paths.
  await worker(performance.now() + 3000, []);

  // Paced: a new user's sequence starts every 6 / PACED_RATE seconds, and each sequence's steps keep their own
  // order, so that the requests arrive at PACED_RATE per second in total.
  const paced: Sample[] = [];
  const pacedStart = performance.now();
  const sequences: Promise<void>[] = [];
  const users = Math.round((PACED_RATE * PACED_SECONDS) / 6);
  for (let i = 0; i < users; i++) {
    const due = pacedStart + (i * 6 * 1000) / PACED_RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    sequences.push(
      (async () => {
        let id: string | null = null;
        const steps = entraSequence();
        for (let s = 0; s < steps.length; s++) {
          // Steps of one user one request slot apart, as long as the previous one was answered.
          const slot = due + (s * 1000) / PACED_RATE;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, slot - performance.now())));
          const answer = await steps[s](id);
          id = answer.id;
          paced.push(answer.sample);
        }
      })(),
    );
  }
  await Promise.all(sequences);
  const pacedSeconds = (performance.now() - pacedStart) / 1000;
  const pacedLatencies = paced.map((s) => s.latency).sort((a, b) => a - b);
  const pacedFailed = paced.filter((s) => !s.ok).length;

  // Ceiling: CONCURRENCY workers without pause.
  const ceiling: Sample[] = [];
  const ceilingStart = performance.now();
  const ceilingCpu = cpuMs(server.process.pid!);
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(ceilingStart + CEILING_SECONDS * 1000, ceiling)));
  const ceilingSeconds = (performance.now() - ceilingStart) / 1000;
  // Load-independent: the server's own CPU per request (the database's comes on top).
  const cpuPerRequest = (cpuMs(server.process.pid!) - ceilingCpu) / ceiling.length;
  const ceilingLatencies = ceiling.map((s) => s.latency).sort((a, b) => a - b);
  const ceilingFailed = ceiling.filter((s) => !s.ok).length;

  const pacedRate = paced.length / pacedSeconds;
  const ceilingRate = ceiling.length / ceilingSeconds;
  console.log(machine());
  console.log(
    `paced ${PACED_RATE}/s: ${paced.length} requests in ${pacedSeconds.toFixed(1)} s (${pacedRate.toFixed(1)}/s), ` +
      `${pacedFailed} failed, p50 ${ms(percentile(pacedLatencies, 50))}, p99 ${ms(percentile(pacedLatencies, 99))}`,
  );
  console.log(
    `ceiling, ${CONCURRENCY} workers: ${ceiling.length} requests in ${ceilingSeconds.toFixed(1)} s (${ceilingRate.toFixed(1)}/s), ` +
      `${ceilingFailed} failed, p50 ${ms(percentile(ceilingLatencies, 50))}, p99 ${ms(percentile(ceilingLatencies, 99))}, ` +
      `server CPU ${ms(cpuPerRequest)} per request`,
  );
  if (pacedFailed > 0 || ceilingFailed > 0) throw new Error('SCIM requests failed during the bench');
  report([
    {
      measure: `SCIM, one tenant, Entra's sequence at ${PACED_RATE} requests/s for ${PACED_SECONDS} s (bench:scim)`,
      figure: `${pacedRate.toFixed(1)}/s answered, p50 ${ms(percentile(pacedLatencies, 50))}, p99 ${ms(percentile(pacedLatencies, 99))}`,
      ceiling: `${ceilingRate.toFixed(0)}/s with ${CONCURRENCY} workers without pause; server CPU ${ms(cpuPerRequest)} per request`,
      ratio: `${(ceilingRate / PACED_RATE).toFixed(1)}× Entra's minimum`,
    },
  ]);
} finally {
  await server.stop();
  await database.stop();
}
