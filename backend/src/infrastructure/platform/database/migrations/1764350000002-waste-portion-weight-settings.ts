import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the waste report needs beside the records:
 * - a portion's optional weight, and the rescued weight in the portions' daily rollup: the picked-up units of
 *   weighed portions times their weight, and the picked-up units of the others, which the report counts at the
 *   organisation's default weight (so that changing the default changes the past consistently);
 * - the organisation's settings: default portion weight, baseline, CO2e factor and price per kilogram.
 */
export class WastePortionWeightSettings1764350000002 implements MigrationInterface {
  name = 'WastePortionWeightSettings1764350000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE portions ADD COLUMN portion_weight_grams integer CHECK (portion_weight_grams BETWEEN 1 AND 5000)`);
    await db.query(`
      ALTER TABLE tenant_settings
        ADD COLUMN default_portion_weight_grams integer NOT NULL DEFAULT 400 CHECK (default_portion_weight_grams BETWEEN 1 AND 5000),
        ADD COLUMN waste_baseline_from date,
        ADD COLUMN waste_baseline_to date,
        ADD COLUMN co2e_kg_per_kg_food numeric(6, 3) NOT NULL DEFAULT 2.5 CHECK (co2e_kg_per_kg_food BETWEEN 0 AND 50),
        ADD COLUMN waste_cost_cents_per_kg integer NOT NULL DEFAULT 0 CHECK (waste_cost_cents_per_kg BETWEEN 0 AND 10000),
        ADD CONSTRAINT tenant_settings_waste_baseline_check CHECK ((waste_baseline_from IS NULL) = (waste_baseline_to IS NULL))`);
    await db.query(`
      ALTER TABLE portion_daily_stats
        ADD COLUMN picked_up_weighed_grams bigint NOT NULL DEFAULT 0,
        ADD COLUMN picked_up_unweighed_quantity bigint NOT NULL DEFAULT 0`);
    await db.query(`
      CREATE OR REPLACE FUNCTION portion_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status <> 'available' THEN
          UPDATE portion_daily_stats
             SET portions = portions - 1,
                 total_quantity = total_quantity - OLD.total_quantity,
                 no_show_quantity = no_show_quantity - OLD.reserved_quantity,
                 picked_up_quantity = picked_up_quantity - OLD.picked_up_quantity,
                 picked_up_value_cents = picked_up_value_cents - OLD.picked_up_quantity * coalesce(OLD.price_cents, 0),
                 picked_up_weighed_grams = picked_up_weighed_grams - OLD.picked_up_quantity * coalesce(OLD.portion_weight_grams, 0),
                 picked_up_unweighed_quantity = picked_up_unweighed_quantity
                   - CASE WHEN OLD.portion_weight_grams IS NULL THEN OLD.picked_up_quantity ELSE 0 END
           WHERE tenant_id = OLD.tenant_id AND location_id = OLD.location_id
             AND day = (OLD.created_at AT TIME ZONE 'Europe/Amsterdam')::date;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status <> 'available' THEN
          INSERT INTO portion_daily_stats AS s
                 (tenant_id, day, location_id, portions, total_quantity, no_show_quantity, picked_up_quantity, picked_up_value_cents,
                  picked_up_weighed_grams, picked_up_unweighed_quantity)
          VALUES (NEW.tenant_id, (NEW.created_at AT TIME ZONE 'Europe/Amsterdam')::date, NEW.location_id, 1,
                  NEW.total_quantity, NEW.reserved_quantity, NEW.picked_up_quantity, NEW.picked_up_quantity * coalesce(NEW.price_cents, 0),
                  NEW.picked_up_quantity * coalesce(NEW.portion_weight_grams, 0),
                  CASE WHEN NEW.portion_weight_grams IS NULL THEN NEW.picked_up_quantity ELSE 0 END)
          ON CONFLICT (tenant_id, day, location_id) DO UPDATE
             SET portions = s.portions + 1,
                 total_quantity = s.total_quantity + EXCLUDED.total_quantity,
                 no_show_quantity = s.no_show_quantity + EXCLUDED.no_show_quantity,
                 picked_up_quantity = s.picked_up_quantity + EXCLUDED.picked_up_quantity,
                 picked_up_value_cents = s.picked_up_value_cents + EXCLUDED.picked_up_value_cents,
                 picked_up_weighed_grams = s.picked_up_weighed_grams + EXCLUDED.picked_up_weighed_grams,
                 picked_up_unweighed_quantity = s.picked_up_unweighed_quantity + EXCLUDED.picked_up_unweighed_quantity;
        END IF;
        RETURN NULL;
      END $$`);
    // Every portion so far has no weight: its picked-up units count at the default.
    await db.query(`UPDATE portion_daily_stats SET picked_up_unweighed_quantity = picked_up_quantity`);
  }

  async down(db: QueryRunner): Promise<void> {
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
    await db.query(`ALTER TABLE portion_daily_stats DROP COLUMN picked_up_unweighed_quantity, DROP COLUMN picked_up_weighed_grams`);
    await db.query(`
      ALTER TABLE tenant_settings DROP CONSTRAINT tenant_settings_waste_baseline_check,
        DROP COLUMN waste_cost_cents_per_kg, DROP COLUMN co2e_kg_per_kg_food, DROP COLUMN waste_baseline_to,
        DROP COLUMN waste_baseline_from, DROP COLUMN default_portion_weight_grams`);
    await db.query(`ALTER TABLE portions DROP COLUMN portion_weight_grams`);
  }
}
