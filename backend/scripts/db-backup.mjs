// npm run db:backup: a pg_dump in custom format of DATABASE_URL (or the embedded database) to a dated file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { databaseUrl, fail, matchingTool, REPO_ROOT, serverMajor } from './db-tools.mjs';

const url = databaseUrl();
const pgDump = matchingTool('pg_dump', await serverMajor(url));
const dir = process.env.BACKUP_DIR ?? join(REPO_ROOT, '.data', 'backups');
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const file = join(dir, `portiepunt-${stamp}.dump`);
// Written under a temporary name first: a failed dump leaves no file that looks like a backup.
try {
  execFileSync(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}.partial`, `--dbname=${url}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} catch {
  rmSync(`${file}.partial`, { force: true });
  fail('pg_dump failed; no backup was written.');
}
renameSync(`${file}.partial`, file);
console.log(file);
