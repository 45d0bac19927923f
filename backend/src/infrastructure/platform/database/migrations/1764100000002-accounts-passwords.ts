import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The password lifecycle: invited users without a password yet, temporary passwords, token versions and one-time links. */
export class AccountsPasswords1764100000002 implements MigrationInterface {
  name = 'AccountsPasswords1764100000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await db.query(`ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    // Only a SHA-256 of each link's secret is stored; the secret itself exists only in the mail.
    await db.query(`
      CREATE TABLE password_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('reset', 'invitation')),
        token_hash char(64) NOT NULL CONSTRAINT password_tokens_token_hash_key UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX password_tokens_user_id_idx ON password_tokens (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE password_tokens`);
    await db.query(`ALTER TABLE users DROP COLUMN token_version`);
    await db.query(`ALTER TABLE users DROP COLUMN must_change_password`);
    await db.query(`UPDATE users SET password_hash = '' WHERE password_hash IS NULL`);
    await db.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
