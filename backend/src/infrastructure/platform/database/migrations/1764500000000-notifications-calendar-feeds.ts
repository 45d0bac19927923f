import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One private calendar feed per person; only a hash of its token is kept, and renewing it replaces the row's hash. */
export class NotificationsCalendarFeeds1764500000000 implements MigrationInterface {
  name = 'NotificationsCalendarFeeds1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE calendar_feeds`);
  }
}
