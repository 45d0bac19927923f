import type { MigrationInterface, QueryRunner } from 'typeorm';

const STAGES = ['preparation', 'overproduction', 'plate', 'spoilage', 'unsold'];
const DESTINATIONS = ['digestion', 'compost', 'incineration', 'sewer', 'other'];
const COLUMNS = [...STAGES.map((stage) => `stage_${stage}`), ...DESTINATIONS.map((destination) => `destination_${destination}`)];

/** `stage_x = stage_x + CASE ...` for each stage and destination column, for one record's row `r` times `sign`. */
const columnSums = (r: string, sign: string) =>
  [
    ...STAGES.map(
      (stage) => `stage_${stage} = t.stage_${stage} + ${sign} * CASE WHEN ${r}.stage = '${stage}' THEN ${r}.weight_grams ELSE 0 END`,
    ),
    ...DESTINATIONS.map(
      (destination) =>
        `destination_${destination} = t.destination_${destination} + ${sign} * CASE WHEN ${r}.destination = '${destination}' THEN ${r}.weight_grams ELSE 0 END`,
    ),
  ].join(',\n');

const columnValues = (r: string) =>
  [
    ...STAGES.map((stage) => `CASE WHEN ${r}.stage = '${stage}' THEN ${r}.weight_grams ELSE 0 END`),
    ...DESTINATIONS.map((destination) => `CASE WHEN ${r}.destination = '${destination}' THEN ${r}.weight_grams ELSE 0 END`),
  ].join(', ');

/**
 * Waste records, the organisation's own reasons, meals served per location and day, and the daily totals that the
 * report reads: per tenant, local day (Europe/Amsterdam) and location, the grams per stage and destination, and per
 * reason. Triggers keep the totals exact in the same transaction as every insert, update and delete of a record, so
 * that a year's report sums about 4,000 rows rather than 220,000 records.
 */
export class WasteRecords1764350000001 implements MigrationInterface {
  name = 'WasteRecords1764350000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE waste_reasons (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        code varchar(40) NOT NULL,
        label_nl varchar(60) NOT NULL,
        label_fr varchar(60) NOT NULL,
        label_en varchar(60) NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        PRIMARY KEY (tenant_id, code)
      )`);
    await db.query(`
      CREATE TABLE waste_records (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        location_id uuid NOT NULL REFERENCES locations(id),
        weight_grams integer NOT NULL CHECK (weight_grams BETWEEN 1 AND 1000000),
        stage varchar(16) NOT NULL,
        reason_code varchar(40) NOT NULL,
        destination varchar(16) NOT NULL,
        recorded_at timestamptz NOT NULL,
        recorded_by uuid NOT NULL REFERENCES users(id),
        portion_id uuid REFERENCES portions(id) ON DELETE SET NULL,
        note varchar(500),
        photo_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX waste_records_tenant_recorded_idx ON waste_records (tenant_id, recorded_at DESC)`);
    await db.query(`CREATE INDEX waste_records_recorded_by_idx ON waste_records (recorded_by)`);
    await db.query(`CREATE INDEX waste_records_portion_idx ON waste_records (portion_id) WHERE portion_id IS NOT NULL`);
    await db.query(`
      CREATE TABLE meals_served (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        location_id uuid NOT NULL REFERENCES locations(id),
        day date NOT NULL,
        meals integer NOT NULL CHECK (meals BETWEEN 0 AND 100000),
        PRIMARY KEY (tenant_id, day, location_id)
      )`);
    await db.query(`
      CREATE TABLE waste_daily_totals (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        day date NOT NULL,
        location_id uuid NOT NULL,
        records integer NOT NULL,
        grams bigint NOT NULL,
        ${COLUMNS.map((column) => `${column} bigint NOT NULL`).join(',\n')},
        PRIMARY KEY (tenant_id, day, location_id)
      )`);
    await db.query(`
      CREATE TABLE waste_daily_reason_totals (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        day date NOT NULL,
        location_id uuid NOT NULL,
        reason_code varchar(40) NOT NULL,
        grams bigint NOT NULL,
        PRIMARY KEY (tenant_id, day, location_id, reason_code)
      )`);
    await db.query(`
      CREATE FUNCTION waste_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE waste_daily_totals AS t
             SET records = t.records - 1, grams = t.grams - OLD.weight_grams,
                 ${columnSums('OLD', '-1')}
           WHERE t.tenant_id = OLD.tenant_id AND t.location_id = OLD.location_id
             AND t.day = (OLD.recorded_at AT TIME ZONE 'Europe/Amsterdam')::date;
          UPDATE waste_daily_reason_totals
             SET grams = grams - OLD.weight_grams
           WHERE tenant_id = OLD.tenant_id AND location_id = OLD.location_id AND reason_code = OLD.reason_code
             AND day = (OLD.recorded_at AT TIME ZONE 'Europe/Amsterdam')::date;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO waste_daily_totals AS t (tenant_id, day, location_id, records, grams, ${COLUMNS.join(', ')})
          VALUES (NEW.tenant_id, (NEW.recorded_at AT TIME ZONE 'Europe/Amsterdam')::date, NEW.location_id, 1, NEW.weight_grams,
                  ${columnValues('NEW')})
          ON CONFLICT (tenant_id, day, location_id) DO UPDATE
             SET records = t.records + 1, grams = t.grams + NEW.weight_grams,
                 ${columnSums('NEW', '1')};
          INSERT INTO waste_daily_reason_totals AS t (tenant_id, day, location_id, reason_code, grams)
          VALUES (NEW.tenant_id, (NEW.recorded_at AT TIME ZONE 'Europe/Amsterdam')::date, NEW.location_id, NEW.reason_code, NEW.weight_grams)
          ON CONFLICT (tenant_id, day, location_id, reason_code) DO UPDATE SET grams = t.grams + NEW.weight_grams;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER waste_records_daily_totals AFTER INSERT OR DELETE ON waste_records
        FOR EACH ROW EXECUTE FUNCTION waste_daily_totals_apply()`);
    await db.query(`
      CREATE TRIGGER waste_records_daily_totals_update AFTER UPDATE ON waste_records
        FOR EACH ROW WHEN ((OLD.weight_grams, OLD.stage, OLD.reason_code, OLD.destination, OLD.recorded_at, OLD.location_id)
                      IS DISTINCT FROM (NEW.weight_grams, NEW.stage, NEW.reason_code, NEW.destination, NEW.recorded_at, NEW.location_id))
        EXECUTE FUNCTION waste_daily_totals_apply()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE waste_records`);
    await db.query(`DROP FUNCTION waste_daily_totals_apply`);
    await db.query(`DROP TABLE waste_daily_reason_totals`);
    await db.query(`DROP TABLE waste_daily_totals`);
    await db.query(`DROP TABLE meals_served`);
    await db.query(`DROP TABLE waste_reasons`);
  }
}
