import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTenantWall, tenantWall } from '../tenant-wall.js';

/**
 * One private calendar feed per person; only a hash of its token is kept, and renewing it replaces the row's hash.
 * Walled like every organisation's table; the feed's public address is looked up on the platform path.
 */
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
    await db.query(tenantWall('calendar_feeds'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(dropTenantWall('calendar_feeds'));
    await db.query(`DROP TABLE calendar_feeds`);
  }
}
