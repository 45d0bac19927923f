import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every outbox row remembers the request that queued it, so that its delivery is logged under that request's id. */
export class PlatformOutboxRequestId1764300004817 implements MigrationInterface {
  name = 'PlatformOutboxRequestId1764300004817';

  async up(db: QueryRunner): Promise<void> {
    for (const table of OUTBOX_TABLES) await db.query(`ALTER TABLE ${table} ADD COLUMN request_id varchar(128)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of OUTBOX_TABLES) await db.query(`ALTER TABLE ${table} DROP COLUMN request_id`);
  }
}

const OUTBOX_TABLES = ['outbound_emails', 'push_messages', 'webhook_deliveries', 'password_reset_requests'];
