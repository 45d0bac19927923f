import { join } from 'node:path';
import pg from 'pg';
import { DATA_DIR, localSecrets } from '../../config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';

/** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is not set. */
export const EMBEDDED_DATABASE_PORT = Number(process.env.EMBEDDED_DATABASE_PORT ?? 54329);
const DATABASE = 'portiepunt';

/**
 * The development database in .data/pg. With `reuseRunning`, a server that `npm start` already runs there is
 * used as it is (its `stop` then does nothing); otherwise, or when none runs, the embedded server is started.
 */
export async function openLocalDatabase(options: { reuseRunning: boolean }): Promise<EmbeddedDatabase> {
  const password = localSecrets().databasePassword;
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${EMBEDDED_DATABASE_PORT}/${DATABASE}`;
  if (options.reuseRunning && (await answers(url))) return { url, stop: async () => undefined };
  return startEmbeddedDatabase({ dataDir: join(DATA_DIR, 'pg'), port: EMBEDDED_DATABASE_PORT, password, database: DATABASE, persistent: true });
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
