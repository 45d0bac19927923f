import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every reservation gets a 4-character pick-up code from an alphabet without look-alikes (no 0/O, 1/I/L): 31
 * characters, 923,521 codes. A code is a bijective scramble of a sequence number, so the 923,521 reservations placed
 * one after another on the whole platform never share one: open reservations of a location are unique as long as
 * fewer than that are placed while one stays open. The sequence takes no lock, so the reservation hot path (one
 * statement, batched) gets its code from the column default without waiting on anything.
 * The kitchen's setting for who confirms a pick-up lives beside the other tenant settings.
 */
export class ReservationsPickupCodes1764300004817 implements MigrationInterface {
  name = 'ReservationsPickupCodes1764300004817';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE reservation_pickup_code_seq`);
    await db.query(`
      CREATE FUNCTION pickup_code_of(n bigint) RETURNS varchar(4) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (m / (31 ^ k)::int % 31)::int + 1, 1), '' ORDER BY k DESC)
          FROM (SELECT ((n * 524287 + 91309) % 923521)::int AS m) scrambled, generate_series(0, 3) AS k
      $$`);
    await db.query(`
      ALTER TABLE reservations ADD COLUMN pickup_code varchar(4) NOT NULL
        DEFAULT pickup_code_of(nextval('reservation_pickup_code_seq'))`);
    await db.query(`CREATE INDEX reservations_open_pickup_code_idx ON reservations (tenant_id, pickup_code) WHERE status = 'reserved'`);
    await db.query(`
      ALTER TABLE tenant_settings ADD COLUMN pickup_confirmation varchar(8) NOT NULL DEFAULT 'self'
        CHECK (pickup_confirmation IN ('self', 'counter'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tenant_settings DROP COLUMN pickup_confirmation`);
    await db.query(`ALTER TABLE reservations DROP COLUMN pickup_code`);
    await db.query(`DROP FUNCTION pickup_code_of(bigint)`);
    await db.query(`DROP SEQUENCE reservation_pickup_code_seq`);
  }
}
