import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A portion's waiting list: one row per person waiting, in the order they joined (seq). A row goes
 * when its person gets a freed unit, leaves, or the portion ends. One place per person per portion.
 */
export class ReservationsWaitlist1764313583826 implements MigrationInterface {
  name = 'ReservationsWaitlist1764313583826';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY,
        -- The order of the line: joins take the portion's row lock, so they draw from the sequence in the order they happen.
        seq bigserial NOT NULL,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        portion_id uuid NOT NULL REFERENCES portions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL,
        CONSTRAINT waitlist_entries_one_per_person UNIQUE (portion_id, user_id)
      )`);
    await db.query(`CREATE INDEX waitlist_entries_line_idx ON waitlist_entries (portion_id, seq)`);
    await db.query(`CREATE INDEX waitlist_entries_user_idx ON waitlist_entries (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE waitlist_entries`);
  }
}
