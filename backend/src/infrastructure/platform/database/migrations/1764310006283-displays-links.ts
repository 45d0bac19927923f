import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Links to a location's public screen. Only a SHA-256 of each token is stored; a revoked link stays (revoked_at set)
 * so that the audit log's target keeps existing.
 */
export class DisplaysLinks1764310006283 implements MigrationInterface {
  name = 'DisplaysLinks1764310006283';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE display_links (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT display_links_token_hash_key UNIQUE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX display_links_location_idx ON display_links (tenant_id, location_id, created_at DESC) WHERE revoked_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE display_links`);
  }
}
