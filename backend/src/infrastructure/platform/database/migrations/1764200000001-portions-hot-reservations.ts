import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reservation changes only a portion's available and reserved quantities. While an index carries either, every
 * reservation writes a new entry into each of the portions' indexes; without them PostgreSQL updates the row in
 * place on its page (a HOT update) and touches no index. The statistics now read the few portions on offer from
 * the table (by this index) instead of from the index alone; closed portions come from portion_daily_stats.
 * Free room on each page (fillfactor) keeps the new row version on the same page.
 */
export class PortionsHotReservations1764200000001 implements MigrationInterface {
  name = 'PortionsHotReservations1764200000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX portions_tenant_created_idx`);
    await db.query(`CREATE INDEX portions_tenant_created_idx ON portions (tenant_id, created_at DESC)`);
    await db.query(`DROP INDEX portions_open_stats_idx`);
    await db.query(`CREATE INDEX portions_open_stats_idx ON portions (tenant_id) WHERE status = 'available'`);
    await db.query(`ALTER TABLE portions SET (fillfactor = 90)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE portions RESET (fillfactor)`);
    await db.query(`DROP INDEX portions_open_stats_idx`);
    await db.query(`
      CREATE INDEX portions_open_stats_idx ON portions (tenant_id)
        INCLUDE (created_at, available_until, total_quantity, reserved_quantity, picked_up_quantity) WHERE status = 'available'`);
    await db.query(`DROP INDEX portions_tenant_created_idx`);
    await db.query(`
      CREATE INDEX portions_tenant_created_idx ON portions (tenant_id, created_at DESC)
        INCLUDE (status, available_until, total_quantity, reserved_quantity, picked_up_quantity, location_id, price_cents)`);
  }
}
