import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in through the organisation's provider is bound to the browser that began it (the hash of a cookie), and a
 * code that would link an admin's account carries the provider's subject until the admin confirms with their password.
 * Sign-ins in progress (at most 10 minutes old) have no binding: they are dropped, and those users begin again.
 */
export class SsoBrowserBinding1764345600002 implements MigrationInterface {
  name = 'SsoBrowserBinding1764345600002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM sso_pending_logins`);
    await db.query(`DELETE FROM sso_exchange_codes`);
    await db.query(`ALTER TABLE sso_pending_logins ADD COLUMN browser_hash char(64) NOT NULL`);
    await db.query(`ALTER TABLE sso_exchange_codes ADD COLUMN browser_hash char(64) NOT NULL`);
    await db.query(`ALTER TABLE sso_exchange_codes ADD COLUMN link_issuer varchar(500), ADD COLUMN link_subject varchar(500)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sso_exchange_codes DROP COLUMN link_subject, DROP COLUMN link_issuer, DROP COLUMN browser_hash`);
    await db.query(`ALTER TABLE sso_pending_logins DROP COLUMN browser_hash`);
  }
}
