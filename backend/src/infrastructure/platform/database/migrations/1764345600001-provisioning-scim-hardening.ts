import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SCIM changes the sign-in address only of accounts it created itself (and that have no password): the directory's
 * row notes that. Rows from before this change count as SCIM's own when their user has no password.
 */
export class ProvisioningScimHardening1764345600001 implements MigrationInterface {
  name = 'ProvisioningScimHardening1764345600001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE scim_users ADD COLUMN provisioned boolean NOT NULL DEFAULT false`);
    await db.query(`UPDATE scim_users s SET provisioned = true FROM users u WHERE u.id = s.user_id AND u.password_hash IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE scim_users DROP COLUMN provisioned`);
  }
}
