import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fair sharing: at most one open reservation per person per portion, enforced by the database. */
export class ReservationsFairSharing1764120000002 implements MigrationInterface {
  name = 'ReservationsFairSharing1764120000002';

  async up(db: QueryRunner): Promise<void> {
    // Reservations made before the rule: a person's extra open reservations on a portion (all but the first)
    // are cancelled and their quantity returns to the portion, so that the index can be built.
    await db.query(`
      WITH extra AS (
        UPDATE reservations r SET status = 'cancelled', cancelled_at = now()
          FROM (SELECT id, row_number() OVER (PARTITION BY portion_id, user_id ORDER BY reserved_at, id) AS n
                  FROM reservations WHERE status = 'reserved') ranked
         WHERE r.id = ranked.id AND ranked.n > 1
        RETURNING r.portion_id, r.quantity)
      UPDATE portions p SET available_quantity = p.available_quantity + e.quantity, reserved_quantity = p.reserved_quantity - e.quantity
        FROM (SELECT portion_id, sum(quantity)::int AS quantity FROM extra GROUP BY portion_id) e
       WHERE p.id = e.portion_id`);
    await db.query(`CREATE UNIQUE INDEX reservations_one_open_per_person ON reservations (portion_id, user_id) WHERE status = 'reserved'`);
    // The optional total cap counts a person's open reservations.
    await db.query(`CREATE INDEX reservations_open_by_user_idx ON reservations (user_id) WHERE status = 'reserved'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX reservations_open_by_user_idx`);
    await db.query(`DROP INDEX reservations_one_open_per_person`);
  }
}
