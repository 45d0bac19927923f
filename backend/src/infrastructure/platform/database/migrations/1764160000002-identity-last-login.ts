import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentityLastLogin1764160000002 implements MigrationInterface {
  name = 'IdentityLastLogin1764160000002';

  async up(db: QueryRunner): Promise<void> {
    // Null until the first login: the dashboard greets a first login differently from a later one.
    await db.query(`ALTER TABLE users ADD COLUMN last_login_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN last_login_at`);
  }
}
