import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reservation's holder is told when the kitchen changes the portion's allergens or withdraws it; the notice stays
 * on the reservation until they acknowledge it. "Changes to my reservation" is a notification choice, on by default.
 */
export class ReservationsNotice1764400000000 implements MigrationInterface {
  name = 'ReservationsNotice1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reservations ADD COLUMN notice jsonb`);
    await db.query(`ALTER TABLE notification_preferences ADD COLUMN reservation_changes boolean NOT NULL DEFAULT true`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE notification_preferences DROP COLUMN reservation_changes`);
    await db.query(`ALTER TABLE reservations DROP COLUMN notice`);
  }
}
