import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user reads Portiepunt in their own language (Dutch, French or English; Dutch for everyone so far), and each
 * tenant chooses the language its invited users start with.
 */
export class AccountsUserLanguage1764340007319 implements MigrationInterface {
  name = 'AccountsUserLanguage1764340007319';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN language varchar(2) NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'fr', 'en'))`);
    await db.query(
      `ALTER TABLE tenant_settings ADD COLUMN default_language varchar(2) NOT NULL DEFAULT 'nl' CHECK (default_language IN ('nl', 'fr', 'en'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tenant_settings DROP COLUMN default_language`);
    await db.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
