import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a freed unit passed a waiting person over (they were at the cap); their card says so until their wait ends. */
export class ReservationsWaitlistPassedOver1764500000001 implements MigrationInterface {
  name = 'ReservationsWaitlistPassedOver1764500000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE waitlist_entries ADD COLUMN passed_over_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE waitlist_entries DROP COLUMN passed_over_at`);
  }
}
