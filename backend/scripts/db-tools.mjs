// Shared by db-backup.mjs and db-restore.mjs: which database, and which pg_dump/pg_restore fits its server.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Stops with one line on stderr: these scripts never leave a half-written file behind. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * The tables' owner (DATABASE_OWNER_URL), else DATABASE_URL, or the embedded database that `npm start` runs (it must
 * be running): the app role sees one organisation at a time (row-level security), so a dump needs the owner.
 */
export function databaseUrl() {
  const url = process.env.DATABASE_OWNER_URL || process.env.DATABASE_URL;
  if (url) return url;
  const secrets = join(REPO_ROOT, '.data', 'secrets.json');
  if (!existsSync(secrets)) fail('No DATABASE_URL and no embedded database in .data/: set DATABASE_URL or run `npm start` once.');
  const { databasePassword } = JSON.parse(readFileSync(secrets, 'utf8'));
  const port = process.env.EMBEDDED_DATABASE_PORT ?? '54329';
  return `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/portiepunt`;
}

/** The server's major version, e.g. 16. */
export async function serverMajor(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW server_version_num');
    return Math.floor(Number(rows[0].server_version_num) / 10000);
  } catch (error) {
    fail(`Cannot reach the database (${error.message}).`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The tool (`pg_dump` or `pg_restore`) from PG_BIN (a directory) or the PATH, when its major version matches the
 * server's: pg_dump refuses a newer server, and an older server may not read what a newer one wrote.
 */
export function matchingTool(name, major) {
  const tool = process.env.PG_BIN ? join(process.env.PG_BIN, name) : name;
  let version;
  try {
    version = execFileSync(tool, ['--version'], { encoding: 'utf8' });
  } catch {
    fail(`No ${name} found: install the PostgreSQL ${major} client tools, or set PG_BIN to their directory.`);
  }
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  if (toolMajor !== major)
    fail(
      `${name} ${toolMajor} does not match the PostgreSQL ${major} server: install the PostgreSQL ${major} client tools, or set PG_BIN to their directory.`,
    );
  return tool;
}
