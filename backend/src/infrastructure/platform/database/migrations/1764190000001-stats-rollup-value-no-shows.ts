import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rollup becomes what every statistic reads (see TypeormPortionStatsReader), so it gains what it lacked:
 * - `picked_up_value_cents`, the picked-up quantity times the portion's price (fixed once offered, and the price
 *   each of its reservations was taken at);
 * - the no-shows. A closed portion is over, so whatever it still holds as reserved is, by definition, not picked
 *   up (domain/portions/portion-stats.ts): its reserved quantity IS its no-show quantity. The column is renamed to
 *   say so. It changes only by a late pick-up (or a deletion), which the trigger already follows.
 * The trigger keeps moving a changed closed portion's old sums out and its new ones in (any column: quantities,
 * status, price, location); the sums are then recounted once from the portions.
 * The live part (portions still `available`) gains location and price in its partial index, so that the location
 * filter and the value are read index-only too.
 */
export class StatsRollupValueNoShows1764190000001 implements MigrationInterface {
  name = 'StatsRollupValueNoShows1764190000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE portion_daily_stats RENAME COLUMN reserved_quantity TO no_show_quantity`);
    await db.query(`ALTER TABLE portion_daily_stats ADD COLUMN picked_up_value_cents bigint NOT NULL DEFAULT 0`);
    await db.query(`
      CREATE OR REPLACE FUNCTION portion_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status <> 'available' THEN
          UPDATE portion_daily_stats
             SET portions = portions - 1,
                 total_quantity = total_quantity - OLD.total_quantity,
                 no_show_quantity = no_show_quantity - OLD.reserved_quantity,
                 picked_up_quantity = picked_up_quantity - OLD.picked_up_quantity,
                 picked_up_value_cents = picked_up_value_cents - OLD.picked_up_quantity * coalesce(OLD.price_cents, 0)
           WHERE tenant_id = OLD.tenant_id AND location_id = OLD.location_id
             AND day = (OLD.created_at AT TIME ZONE 'Europe/Amsterdam')::date;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status <> 'available' THEN
          INSERT INTO portion_daily_stats AS s
                 (tenant_id, day, location_id, portions, total_quantity, no_show_quantity, picked_up_quantity, picked_up_value_cents)
          VALUES (NEW.tenant_id, (NEW.created_at AT TIME ZONE 'Europe/Amsterdam')::date, NEW.location_id, 1,
                  NEW.total_quantity, NEW.reserved_quantity, NEW.picked_up_quantity, NEW.picked_up_quantity * coalesce(NEW.price_cents, 0))
          ON CONFLICT (tenant_id, day, location_id) DO UPDATE
             SET portions = s.portions + 1,
                 total_quantity = s.total_quantity + EXCLUDED.total_quantity,
                 no_show_quantity = s.no_show_quantity + EXCLUDED.no_show_quantity,
                 picked_up_quantity = s.picked_up_quantity + EXCLUDED.picked_up_quantity,
                 picked_up_value_cents = s.picked_up_value_cents + EXCLUDED.picked_up_value_cents;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`DELETE FROM portion_daily_stats`);
    await db.query(`
      INSERT INTO portion_daily_stats (tenant_id, day, location_id, portions, total_quantity, no_show_quantity, picked_up_quantity, picked_up_value_cents)
      SELECT tenant_id, (created_at AT TIME ZONE 'Europe/Amsterdam')::date, location_id, count(*),
             sum(total_quantity), sum(reserved_quantity), sum(picked_up_quantity), sum(picked_up_quantity * coalesce(price_cents, 0))
        FROM portions
       WHERE status <> 'available'
       GROUP BY 1, 2, 3`);
    await db.query(`DROP INDEX portions_open_stats_idx`);
    await db.query(`
      CREATE INDEX portions_open_stats_idx ON portions (tenant_id)
        INCLUDE (location_id, created_at, available_until, total_quantity, reserved_quantity, picked_up_quantity, price_cents)
        WHERE status = 'available'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX portions_open_stats_idx`);
    await db.query(`
      CREATE INDEX portions_open_stats_idx ON portions (tenant_id)
        INCLUDE (created_at, available_until, total_quantity, reserved_quantity, picked_up_quantity) WHERE status = 'available'`);
    await db.query(`
      CREATE OR REPLACE FUNCTION portion_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await db.query(`ALTER TABLE portion_daily_stats DROP COLUMN picked_up_value_cents`);
    await db.query(`ALTER TABLE portion_daily_stats RENAME COLUMN no_show_quantity TO reserved_quantity`);
  }
}
