// npm run db:restore -- FILE: restores a db:backup file into DATABASE_URL (or the embedded database), which must be empty.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { databaseUrl, fail, matchingTool, serverMajor } from './db-tools.mjs';

const file = process.argv[2];
if (!file || !existsSync(file)) fail('Usage: npm run db:restore -- FILE (a file written by npm run db:backup)');
const url = databaseUrl();
const pgRestore = matchingTool('pg_restore', await serverMajor(url));
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query("SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'");
await client.end();
if (rows[0].tables > 0)
  fail('The target database is not empty: restore into a new, empty database (createdb), then point DATABASE_URL at it.');
try {
  execFileSync(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
} catch {
  fail('pg_restore failed; nothing was restored (one transaction).');
}
console.log(`Restored ${file}`);
