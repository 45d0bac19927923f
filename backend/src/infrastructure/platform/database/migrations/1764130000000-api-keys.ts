import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiKeys1764130000000 implements MigrationInterface {
  name = 'ApiKeys1764130000000';

  async up(db: QueryRunner): Promise<void> {
    // Revoked keys stay (revoked_at set) so that portions keep naming the key that created them.
    // window_started_at/window_calls: the per-key rate, counted in the same UPDATE that records the last use.
    await db.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
        prefix varchar(20) NOT NULL,
        secret_hash char(64) NOT NULL,
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz,
        window_started_at timestamptz,
        window_calls integer NOT NULL DEFAULT 0,
        CONSTRAINT api_keys_secret_hash_key UNIQUE (secret_hash)
      )`);
    await db.query(`CREATE INDEX api_keys_tenant_idx ON api_keys (tenant_id, created_at DESC) WHERE revoked_at IS NULL`);
    // A portion offered through a key names it; the name is copied so the kitchen view needs no join.
    await db.query(`
      ALTER TABLE portions
        ADD COLUMN created_by_api_key_id uuid REFERENCES api_keys(id),
        ADD COLUMN created_by_api_key_name varchar(100)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE portions DROP COLUMN created_by_api_key_id, DROP COLUMN created_by_api_key_name`);
    await db.query(`DROP TABLE api_keys`);
  }
}
