import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One store of throttle hits for logins, password resets and the public forms; it replaces lead_submissions. */
export class SecurityThrottle1764110000001 implements MigrationInterface {
  name = 'SecurityThrottle1764110000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE throttle_hits (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key_hash char(64) NOT NULL,
        at timestamptz NOT NULL,
        -- back-off level this hit left (0: none), so that blocks can double across windows
        level smallint NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX throttle_hits_key_idx ON throttle_hits (key_hash, at)`);
    await db.query(`CREATE INDEX throttle_hits_expires_at_idx ON throttle_hits (expires_at)`);
    await db.query(`DROP TABLE lead_submissions`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE lead_submissions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        source_hash char(64) NOT NULL,
        submitted_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX lead_submissions_source_idx ON lead_submissions (source_hash, submitted_at)`);
    await db.query(`CREATE INDEX lead_submissions_submitted_at_idx ON lead_submissions (submitted_at)`);
    await db.query(`DROP TABLE throttle_hits`);
  }
}
