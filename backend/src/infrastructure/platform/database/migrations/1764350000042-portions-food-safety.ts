import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Food safety on record: a portion's texture level, why and when it ended, its end of hot holding, and every
 * temperature measured. Temperatures are only ever added: a trigger refuses changing a row, so a correction is a new
 * row naming the one it corrects.
 */
export class PortionsFoodSafety1764350000042 implements MigrationInterface {
  name = 'PortionsFoodSafety1764350000042';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE portions
        ADD COLUMN iddsi_level smallint CHECK (iddsi_level BETWEEN 0 AND 7),
        ADD COLUMN hold_until timestamptz,
        ADD COLUMN ended_reason varchar(16) CHECK (ended_reason IN ('sold_out', 'expired', 'withdrawn', 'temperature', 'holding_time')),
        ADD COLUMN ended_at timestamptz`);
    // Before this, a withdrawal could not be told from an expiry.
    await db.query(
      `UPDATE portions SET ended_reason = CASE status WHEN 'finished' THEN 'sold_out' ELSE 'expired' END WHERE status <> 'available'`,
    );
    await db.query(`CREATE INDEX portions_hold_until ON portions (hold_until) WHERE status = 'available' AND hold_until IS NOT NULL`);
    await db.query(`
      CREATE TABLE portion_temperatures (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        portion_id uuid NOT NULL REFERENCES portions(id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CHECK (kind IN ('offer', 'cooling', 'check', 'handover')),
        temperature_c numeric(4, 1) NOT NULL CHECK (temperature_c BETWEEN -30 AND 110),
        measured_at timestamptz NOT NULL,
        cooling_started_at timestamptz,
        measured_by_id uuid NOT NULL,
        measured_by_name varchar(200) NOT NULL,
        corrects_id uuid UNIQUE REFERENCES portion_temperatures(id) ON DELETE CASCADE,
        note varchar(500),
        recorded_at timestamptz NOT NULL,
        -- The order they were recorded in, also within one transaction or one tick of a clock.
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`);
    await db.query(`CREATE INDEX portion_temperatures_portion ON portion_temperatures (portion_id, seq)`);
    await db.query(`
      CREATE FUNCTION portion_temperatures_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'portion_temperatures are never changed: add a correction';
      END $$`);
    await db.query(`
      CREATE TRIGGER portion_temperatures_append_only BEFORE UPDATE ON portion_temperatures
      FOR EACH ROW EXECUTE FUNCTION portion_temperatures_append_only()`);
    await db.query(`ALTER TABLE tenant_settings ADD COLUMN food_safety jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tenant_settings DROP COLUMN food_safety`);
    await db.query(`DROP TABLE portion_temperatures`);
    await db.query(`DROP FUNCTION portion_temperatures_append_only`);
    await db.query(`ALTER TABLE portions DROP COLUMN iddsi_level, DROP COLUMN hold_until, DROP COLUMN ended_reason, DROP COLUMN ended_at`);
  }
}
