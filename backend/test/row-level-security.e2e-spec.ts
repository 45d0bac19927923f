import pg from 'pg';
import request from 'supertest';
import { PortionRepository } from '../src/domain/portions/portion.repository.js';
import { runAsPlatform, runAsTenant } from '../src/infrastructure/platform/database/data-scope.js';
import { TypeormUnitOfWork } from '../src/infrastructure/platform/database/typeorm-unit-of-work.js';
import { PortionOrmEntity } from '../src/infrastructure/portions/persistence/portion.orm-entity.js';
import { PortionMapper } from '../src/infrastructure/portions/persistence/portion.mapper.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('row-level security: the second wall between organisations', () => {
  let t: TestApp;
  let db: pg.Client;
  let a: TenantFixture;
  let b: TenantFixture;
  let theirs: { id: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    [a, b] = [await createTenant(t), await createTenant(t)];
    await offerPortion(t, a, clock, { title: 'Soep van A' });
    theirs = await offerPortion(t, b, clock, { title: 'Stamppot van B' });
  });

  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('every table with a tenant_id column, and tenants, has row-level security enabled, forced and a policy for reads and writes', async () => {
    const { rows } = await db.query<{ table: string; enabled: boolean; forced: boolean; reads: boolean; writes: boolean }>(`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
             EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.relname AND p.cmd = 'ALL' AND p.qual IS NOT NULL) AS reads,
             EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.relname AND p.cmd = 'ALL' AND p.with_check IS NOT NULL) AS writes
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
         AND (c.relname = 'tenants' OR EXISTS (SELECT 1 FROM information_schema.columns col
              WHERE col.table_schema = 'public' AND col.table_name = c.relname AND col.column_name = 'tenant_id'))
       ORDER BY 1`);
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.filter((row) => !(row.enabled && row.forced && row.reads && row.writes)).map((row) => row.table)).toEqual([]);
  });

  /** Tables that refer to a walled table but hold the platform's rows, read and written on the platform path only. */
  const PLATFORM_TABLES = {
    partners: 'a partner refers customers to every organisation; its user row is its login',
    lead_status_changes: 'the superadmin’s history of demo requests and partner applications',
  };

  it('every table that refers to a walled table but has no tenant_id of its own has a wall through that parent', async () => {
    const { rows } = await db.query<{ table: string }>(
      `
      SELECT DISTINCT c.relname AS table
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_class parent ON parent.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE k.contype = 'f' AND n.nspname = 'public' AND parent.relrowsecurity AND c.relname <> ALL($1)
         AND NOT (c.relrowsecurity AND c.relforcerowsecurity
                  AND EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.relname AND p.cmd = 'ALL'
                                AND p.qual IS NOT NULL AND p.with_check IS NOT NULL))
       ORDER BY 1`,
      [Object.keys(PLATFORM_TABLES)],
    );
    expect(rows.map((row) => row.table)).toEqual([]);
  });

  it('a row walled through its parent is seen and written only in its parent’s organisation', async () => {
    const tokenFor = (userId: string, hash: string) =>
      db.query(
        `INSERT INTO password_tokens (id, user_id, purpose, token_hash, expires_at, created_at)
         VALUES (gen_random_uuid(), $1, 'reset', $2, now() + interval '1 hour', now())`,
        [userId, hash],
      );
    await tokenFor(a.userIds.staff, 'a'.repeat(64));
    await tokenFor(b.userIds.staff, 'b'.repeat(64));
    const uow = t.app.get(TypeormUnitOfWork);
    const seen: { user_id: string }[] = await runAsTenant(a.tenantId, () =>
      uow.manager.query('SELECT user_id FROM password_tokens WHERE user_id = ANY($1)', [[a.userIds.staff, b.userIds.staff]]),
    );
    expect(seen).toEqual([{ user_id: a.userIds.staff }]);
    await expect(
      runAsTenant(a.tenantId, () =>
        uow.manager.query(
          `INSERT INTO password_tokens (id, user_id, purpose, token_hash, expires_at, created_at)
           VALUES (gen_random_uuid(), $1, 'reset', $2, now(), now())`,
          [b.userIds.admin, 'c'.repeat(64)],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    const deleted = await runAsTenant(a.tenantId, () =>
      uow.manager.query('DELETE FROM password_tokens WHERE user_id = $1 RETURNING id', [b.userIds.staff]),
    );
    expect(deleted).toEqual([[], 0]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM password_tokens WHERE user_id = $1', [b.userIds.staff]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('a statement that passes a callback runs in its scope, also when the connection changes organisation', async () => {
    const pool = (t.appDataSource.driver as unknown as { master: pg.Pool }).master;
    const client = await pool.connect();
    try {
      for (const fixture of [b, a, b, a]) {
        const rows = await runAsTenant(
          fixture.tenantId,
          () =>
            new Promise((resolve, reject) =>
              client.query('SELECT DISTINCT tenant_id FROM portions', [], (error, result) =>
                error ? reject(error) : resolve(result.rows),
              ),
            ),
        );
        expect(rows).toEqual([{ tenant_id: fixture.tenantId }]);
      }
    } finally {
      client.release();
    }
  });

  it('a hot read that waited for a free connection runs in its own organisation, not in that of whoever freed it', async () => {
    const pool = (t.appDataSource.driver as unknown as { master: pg.Pool }).master;
    const held = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
    // The profile is read with a prepared statement; both wait for a connection, which the test (no organisation) frees.
    const profiles = [a, b].map((fixture) =>
      request(t.http)
        .get('/api/protected/profile')
        .set(bearer(fixture.tokens.staff))
        .then((response) => response),
    );
    while (pool.waitingCount < 2) await new Promise((resolve) => setImmediate(resolve));
    held.forEach((client) => client.release());
    const answers = await Promise.all(profiles);
    expect(answers.map((response) => [response.status, response.body.email])).toEqual([
      [200, a.emails.staff],
      [200, b.emails.staff],
    ]);
  });

  it('the app role owns no table, is no superuser and cannot bypass row-level security; the platform role is another role', async () => {
    const app = new URL(t.config.databaseUrl!).username;
    const platform = new URL(t.config.databasePlatformUrl!).username;
    expect(platform).not.toBe(app);
    const { rows } = await db.query(
      `SELECT r.rolsuper, r.rolbypassrls, (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owned
         FROM pg_roles r WHERE r.rolname = $1`,
      [app],
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owned: 0 }]);
  });

  describe('with the tenant_id filter removed from the portion adapter (a test-only adapter)', () => {
    let repository: PortionRepository;
    const saved: Partial<Record<'findById' | 'findByIdForUpdate' | 'findRecord', unknown>> = {};

    beforeAll(() => {
      repository = t.app.get(PortionRepository);
      const uow = t.app.get(TypeormUnitOfWork);
      const unfiltered = async (_tenantId: string, id: string) => {
        const row = await uow.manager.getRepository(PortionOrmEntity).findOne({ where: { id }, relations: { location: true } });
        return row ? PortionMapper.toDomain(row) : null;
      };
      for (const method of ['findById', 'findByIdForUpdate'] as const) {
        saved[method] = repository[method];
        repository[method] = unfiltered;
      }
      saved.findRecord = repository.findRecord;
      repository.findRecord = async (_tenantId, id) => {
        const row = await uow.manager.getRepository(PortionOrmEntity).findOne({ where: { id }, relations: { location: true } });
        return row ? { portion: PortionMapper.toDomain(row), locationName: row.location!.name } : null;
      };
    });

    afterAll(() => Object.assign(repository, saved));

    it('the adapter really lost its filter: on the platform path it finds the other organisation’s portion', async () => {
      const found = await runAsPlatform('test: control', () => repository.findById(a.tenantId, theirs.id));
      expect(found?.tenantId).toBe(b.tenantId);
    });

    it('reads: another organisation’s portion answers 404, and a raw read in the tenant’s scope sees only its own rows', async () => {
      await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions/${theirs.id}`).set(bearer(a.tokens.kitchen)).expect(404);
      const uow = t.app.get(TypeormUnitOfWork);
      const rows: { tenant_id: string }[] = await runAsTenant(a.tenantId, () => uow.manager.query('SELECT tenant_id FROM portions'));
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.tenant_id))).toEqual(new Set([a.tenantId]));
      expect(await runAsTenant(a.tenantId, () => uow.manager.query('SELECT id FROM users WHERE tenant_id = $1', [b.tenantId]))).toEqual([]);
    });

    it('writes: withdrawing, changing or reserving another organisation’s portion changes nothing', async () => {
      await request(t.http)
        .patch(`/api/protected/tenants/${a.tenantId}/portions/${theirs.id}/status`)
        .set(bearer(a.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(404);
      const reserved = await request(t.http).post('/api/protected/reservations').set(bearer(a.tokens.staff)).send({ portionId: theirs.id });
      expect(reserved.status).toBe(404);
      const uow = t.app.get(TypeormUnitOfWork);
      const updated = await runAsTenant(a.tenantId, () =>
        uow.manager.query(`UPDATE portions SET title = 'overgenomen' WHERE id = $1 RETURNING id`, [theirs.id]),
      );
      expect(updated).toEqual([[], 0]);
      await expect(
        runAsTenant(a.tenantId, () =>
          uow.manager.query('UPDATE locations SET tenant_id = $1 WHERE tenant_id = $2', [b.tenantId, a.tenantId]),
        ),
      ).rejects.toThrow(/row-level security/);
      const { rows } = await db.query('SELECT title, status, reserved_quantity FROM portions WHERE id = $1', [theirs.id]);
      expect(rows).toEqual([{ title: 'Stamppot van B', status: 'available', reserved_quantity: 0 }]);
    });

    it('without a tenant in scope a request or query sees no organisation’s rows', async () => {
      const uow = t.app.get(TypeormUnitOfWork);
      expect(await uow.manager.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
      expect(await runAsPlatform('test: control', () => uow.manager.query('SELECT count(*)::int AS n FROM portions'))).toEqual([{ n: 2 }]);
    });
  });
});
