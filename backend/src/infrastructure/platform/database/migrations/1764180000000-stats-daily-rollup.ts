import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statistics over years of history in constant time: the quantities of every portion that is no longer
 * `available` (finished or expired), summed per tenant, location and local day (Europe/Amsterdam) of the
 * portion's creation. Portions still `available` are few and are added live by the readers.
 *
 * Triggers keep the sums exact in the same transaction as every change: a portion that leaves `available` is
 * added, and a change to a closed portion (a late pick-up, the cancellations of a withdrawal, a deletion) moves
 * its old quantities out and its new ones in. The trigger conditions skip the reservation hot path, which only
 * touches available portions.
 */
export class StatsDailyRollup1764180000000 implements MigrationInterface {
  name = 'StatsDailyRollup1764180000000';

  async up(db: QueryRunner): Promise<void> {
    // Raw sums only, so that every statistic (totals, weeks, days, locations, rates) can be computed from them.
    await db.query(`
      CREATE TABLE portion_daily_stats (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        day date NOT NULL,
        location_id uuid NOT NULL,
        portions integer NOT NULL,
        total_quantity bigint NOT NULL,
        reserved_quantity bigint NOT NULL,
        picked_up_quantity bigint NOT NULL,
        PRIMARY KEY (tenant_id, day, location_id)
      )`);
    // The live part: a tenant's portions still on offer, read index-only from this small partial index (the
    // wide portions_tenant_created_idx would be read over the tenant's whole history).
    await db.query(`
      CREATE INDEX portions_open_stats_idx ON portions (tenant_id)
        INCLUDE (created_at, available_until, total_quantity, reserved_quantity, picked_up_quantity) WHERE status = 'available'`);
    await db.query(`
      CREATE FUNCTION portion_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status <> 'available' THEN
          UPDATE portion_daily_stats
             SET portions = portions - 1,
                 total_quantity = total_quantity - OLD.total_quantity,
                 reserved_quantity = reserved_quantity - OLD.reserved_quantity,
                 picked_up_quantity = picked_up_quantity - OLD.picked_up_quantity
           WHERE tenant_id = OLD.tenant_id AND location_id = OLD.location_id
             AND day = (OLD.created_at AT TIME ZONE 'Europe/Amsterdam')::date;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status <> 'available' THEN
          INSERT INTO portion_daily_stats AS s
                 (tenant_id, day, location_id, portions, total_quantity, reserved_quantity, picked_up_quantity)
          VALUES (NEW.tenant_id, (NEW.created_at AT TIME ZONE 'Europe/Amsterdam')::date, NEW.location_id, 1,
                  NEW.total_quantity, NEW.reserved_quantity, NEW.picked_up_quantity)
          ON CONFLICT (tenant_id, day, location_id) DO UPDATE
             SET portions = s.portions + 1,
                 total_quantity = s.total_quantity + EXCLUDED.total_quantity,
                 reserved_quantity = s.reserved_quantity + EXCLUDED.reserved_quantity,
                 picked_up_quantity = s.picked_up_quantity + EXCLUDED.picked_up_quantity;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER portions_daily_stats_insert AFTER INSERT ON portions
        FOR EACH ROW WHEN (NEW.status <> 'available') EXECUTE FUNCTION portion_daily_stats_apply()`);
    await db.query(`
      CREATE TRIGGER portions_daily_stats_update AFTER UPDATE ON portions
        FOR EACH ROW WHEN (OLD.status <> 'available' OR NEW.status <> 'available') EXECUTE FUNCTION portion_daily_stats_apply()`);
    await db.query(`
      CREATE TRIGGER portions_daily_stats_delete AFTER DELETE ON portions
        FOR EACH ROW WHEN (OLD.status <> 'available') EXECUTE FUNCTION portion_daily_stats_apply()`);
    await db.query(`
      INSERT INTO portion_daily_stats (tenant_id, day, location_id, portions, total_quantity, reserved_quantity, picked_up_quantity)
      SELECT tenant_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, location_id, count(*),
             sum(total_quantity), sum(reserved_quantity), sum(picked_up_quantity)
        FROM portions
       WHERE status <> 'available'
       GROUP BY 1, 2, 3`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER portions_daily_stats_delete ON portions`);
    await db.query(`DROP TRIGGER portions_daily_stats_update ON portions`);
    await db.query(`DROP TRIGGER portions_daily_stats_insert ON portions`);
    await db.query(`DROP FUNCTION portion_daily_stats_apply()`);
    await db.query(`DROP TABLE portion_daily_stats`);
    await db.query(`DROP INDEX portions_open_stats_idx`);
  }
}
