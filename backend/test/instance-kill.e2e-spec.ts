import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { RegisterUserUseCase } from '../src/application/identity/register-user.use-case.js';
import type { Actor } from '../src/domain/shared/actor.js';
import { REPO_ROOT } from '../src/infrastructure/platform/config/config.js';
import { createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, databaseEnv, login } from './support/test-app.js';

const STAFF = 16;
const SYSTEM: Actor = { userId: randomUUID(), role: 'superadmin', tenantId: null };
const PORTIONS = 8;

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

/** The built app (`npm run build`) as a process of its own, so that it can be killed outright. */
async function startInstance(databaseUrl: string, jwtSecret: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'development', ...(await databaseEnv(databaseUrl)), JWT_SECRET: jwtSecret, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, process: child };
}

describe('faults: one of two instances killed with SIGKILL under reservation load', () => {
  const clock = new TestClock();
  let databaseUrl: string;
  let f: TenantFixture;
  let staffTokens: string[];
  let portionIds: string[];
  let a: { url: string; process: ChildProcess };
  let b: { url: string; process: ChildProcess };

  beforeAll(async () => {
    const setup = await createTestApp({ clock });
    databaseUrl = setup.databaseUrl;
    f = await createTenant(setup, 'custom');
    staffTokens = [];
    for (let i = 0; i < STAFF; i++) {
      const email = `last${i}@test.nl`;
      // Through the use case, like the fixtures: a user an admin registers over the API must first choose a new password.
      await setup.app
        .get(RegisterUserUseCase)
        .execute(SYSTEM, { tenantId: f.tenantId, email, firstName: 'L', lastName: `${i}`, role: 'staff', password: PASSWORD });
      staffTokens.push(await login(setup.http, email, PASSWORD));
    }
    portionIds = [];
    for (let i = 0; i < PORTIONS + 1; i++) portionIds.push((await offerPortion(setup, f, clock, { totalQuantity: 500 })).id);
    const secret = setup.config.jwtSecret;
    await setup.close();
    a = await startInstance(databaseUrl, secret);
    b = await startInstance(databaseUrl, secret);
  }, 180_000);
  afterAll(() => {
    a?.process.kill('SIGKILL');
    b?.process.kill('SIGTERM');
  });

  it('every 201 exists, the counters equal the rows, and the survivor keeps serving, live events included', async () => {
    const answered: string[] = [];
    const otherAnswers: string[] = [];
    let killed = false;
    const reserveAt = async (url: string, token: string, portionId: string) => {
      // A request to the killed instance fails without an answer: its outcome is unknown, so it proves nothing.
      const response = await fetch(`${url}/api/protected/reservations`, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ portionId }),
      }).catch(() => null);
      if (!response) return;
      if (response.status === 201) answered.push(((await response.json()) as { id: string }).id);
      else otherAnswers.push(`${response.status} ${await response.text()}`);
    };
    await Promise.all(
      staffTokens.map(async (token, i) => {
        for (const portionId of portionIds.slice(0, PORTIONS)) {
          const url = i % 2 === 0 ? a.url : b.url;
          if (answered.length >= (STAFF * PORTIONS) / 4 && !killed) {
            killed = true;
            a.process.kill('SIGKILL');
          }
          await reserveAt(url, token, portionId);
        }
      }),
    );
    expect(killed).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual((STAFF * PORTIONS) / 4);
    expect(otherAnswers).toEqual([]);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const found = await db.query('SELECT id FROM reservations WHERE id = ANY($1::uuid[])', [answered]);
      expect(found.rowCount).toBe(answered.length);
      // This tenant's portions only: the instances start in development mode and seed demo history of their own.
      const mismatched = await db.query(
        `SELECT p.id FROM portions p
        LEFT JOIN (SELECT portion_id, sum(quantity) FILTER (WHERE status = 'reserved') AS reserved, sum(quantity) FILTER (WHERE status = 'picked_up') AS picked_up
                   FROM reservations GROUP BY portion_id) r ON r.portion_id = p.id
        WHERE p.tenant_id = $1 AND (p.reserved_quantity <> coalesce(r.reserved, 0) OR p.picked_up_quantity <> coalesce(r.picked_up, 0))`,
        [f.tenantId],
      );
      expect(mismatched.rows).toEqual([]);
    } finally {
      await db.end();
    }

    const stream = await EventStream.open(b.url, f.tokens.kitchen);
    const last = portionIds[PORTIONS];
    const response = await fetch(`${b.url}/api/protected/reservations`, {
      method: 'POST',
      headers: { ...bearer(staffTokens[0]), 'Content-Type': 'application/json' },
      body: JSON.stringify({ portionId: last }),
    });
    expect(response.status).toBe(201);
    await stream.next((e) => e.type === 'reservation.updated' && e.data.portionId === last, 5000, 'the live update on the survivor');
    stream.close();
  }, 180_000);
});
