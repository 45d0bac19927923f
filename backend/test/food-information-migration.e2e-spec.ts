import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PortionsFoodInformation1764300004127 } from '../src/infrastructure/platform/database/migrations/1764300004127-portions-food-information.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR } from './support/portions.js';
import { createTestApp, roleUrls, type TestApp } from './support/test-app.js';

describe('food information migration', () => {
  let t: TestApp;
  let tenant: TenantFixture;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t);
  });
  afterAll(() => t.close());

  it('converts stored Dutch allergens to codes; older portions count as declared only with at least one allergen', async () => {
    // Migrations run as the tables' owner, as the app runs them.
    const db = await new DataSource({ type: 'postgres', url: (await roleUrls(t.databaseUrl)).owner }).initialize();
    const migration = new PortionsFoodInformation1764300004127();
    const runner = db.createQueryRunner();
    const ids = { listed: randomUUID(), empty: randomUUID() };
    try {
      await migration.down(runner);
      const insert = (id: string, allergens: string[]) =>
        runner.query(
          `INSERT INTO portions (id, tenant_id, location_id, title, total_quantity, available_quantity, reserved_quantity,
                                 picked_up_quantity, available_until, status, created_by, created_at, allergens)
           VALUES ($1, $2, $3, 'Soep', 2, 2, 0, 0, $4, 'available', $5, now(), $6)`,
          [id, tenant.tenantId, tenant.locationId, new Date(Date.now() + 2 * HOUR), tenant.userIds.kitchen, allergens],
        );
      await insert(ids.listed, ['Soja', 'Lactose', 'Noten', 'Gluten', 'Vis', 'Eieren']);
      await insert(ids.empty, []);
      await migration.up(runner);
    } finally {
      await runner.release();
      await db.destroy();
    }
    const read = async (id: string) =>
      (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/portions/${id}`).set(bearer(tenant.tokens.staff)).expect(200))
        .body;
    expect(await read(ids.listed)).toMatchObject({
      allergens: ['gluten', 'eggs', 'fish', 'soy', 'milk', 'nuts'],
      allergensDeclared: true,
      mayContain: [],
      diet: [],
      storage: null,
      reheat: false,
    });
    expect(await read(ids.empty)).toMatchObject({ allergens: [], allergensDeclared: false });
  });
});
