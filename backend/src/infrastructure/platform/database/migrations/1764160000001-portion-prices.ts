import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PortionPrices1764160000001 implements MigrationInterface {
  name = 'PortionPrices1764160000001';

  async up(db: QueryRunner): Promise<void> {
    // Null means no price. A reservation keeps the price it was made at.
    await db.query(`ALTER TABLE portions ADD COLUMN price_cents integer CHECK (price_cents BETWEEN 0 AND 2000)`);
    await db.query(`ALTER TABLE reservations ADD COLUMN price_cents integer CHECK (price_cents BETWEEN 0 AND 2000)`);
    // The statistics filter by location and value what was picked up: both stay index-only reads.
    await db.query(`DROP INDEX portions_tenant_created_idx`);
    await db.query(`
      CREATE INDEX portions_tenant_created_idx ON portions (tenant_id, created_at DESC)
        INCLUDE (status, available_until, total_quantity, reserved_quantity, picked_up_quantity, location_id, price_cents)`);
    // The monthly settlement: picked-up reservations of a tenant by pick-up time.
    await db.query(`CREATE INDEX reservations_tenant_picked_up_idx ON reservations (tenant_id, picked_up_at) WHERE status = 'picked_up'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX reservations_tenant_picked_up_idx`);
    await db.query(`DROP INDEX portions_tenant_created_idx`);
    await db.query(`
      CREATE INDEX portions_tenant_created_idx ON portions (tenant_id, created_at DESC)
        INCLUDE (status, available_until, total_quantity, reserved_quantity, picked_up_quantity)`);
    await db.query(`ALTER TABLE reservations DROP COLUMN price_cents`);
    await db.query(`ALTER TABLE portions DROP COLUMN price_cents`);
  }
}
