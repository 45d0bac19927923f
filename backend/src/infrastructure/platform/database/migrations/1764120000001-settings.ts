import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One optional row per tenant; a missing row means every setting has its default (null). */
export class Settings1764120000001 implements MigrationInterface {
  name = 'Settings1764120000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tenant_settings (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
        max_open_reservations_per_person integer CHECK (max_open_reservations_per_person BETWEEN 1 AND 10),
        default_price_cents integer CHECK (default_price_cents BETWEEN 0 AND 2000)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE tenant_settings`);
  }
}
