import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DATA_DIR, localSecrets } from '../config/config.js';
import { provisionLocalRoles } from './database-roles.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';

/** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is not set. */
export const EMBEDDED_DATABASE_PORT = Number(process.env.EMBEDDED_DATABASE_PORT ?? 54329);
const DATABASE = 'portiepunt';

/** The app, owner and platform URLs of a local database: its roles are made (or brought up to date) by the superuser. */
export async function withLocalRoles(database: EmbeddedDatabase): Promise<EmbeddedDatabase & { ownerUrl: string; platformUrl: string }> {
  const urls = await provisionLocalRoles(database.url, localSecrets().databasePassword);
  return { url: urls.app, ownerUrl: urls.owner, platformUrl: urls.platform, stop: database.stop };
}

/**
 * The development database in .data/pg. With `reuseRunning`, a server that `npm start` already runs there is
 * used as it is (its `stop` then does nothing); otherwise, or when none runs, the embedded server is started.
 */
export async function openLocalDatabase(options: { reuseRunning: boolean }): Promise<EmbeddedDatabase> {
  const password = localSecrets().databasePassword;
  const dataDir = join(DATA_DIR, 'pg');
  if (options.reuseRunning) {
    // The running server's own port first: `npm start` may have been given another EMBEDDED_DATABASE_PORT.
    for (const port of new Set([portOfRunningServer(dataDir), EMBEDDED_DATABASE_PORT])) {
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
      if (port !== undefined && (await answers(url))) return { url, stop: async () => undefined };
    }
  }
  return startEmbeddedDatabase({ dataDir, port: EMBEDDED_DATABASE_PORT, password, database: DATABASE, persistent: true });
}

/** The port in the data folder's postmaster.pid (its fourth line), present while a server runs there. */
function portOfRunningServer(dataDir: string): number | undefined {
  try {
    const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
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
