import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Portion photos, re-encoded to WebP, in the database beside the rest of the tenant's data (backups include them). */
export class Photos1764120000003 implements MigrationInterface {
  name = 'Photos1764120000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE photos (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        large bytea NOT NULL,
        small bytea NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX photos_tenant_id_idx ON photos (tenant_id)`);
    await db.query(`ALTER TABLE portions ADD COLUMN photo_id uuid REFERENCES photos(id) ON DELETE SET NULL`);
    await db.query(`CREATE INDEX portions_photo_id_idx ON portions (photo_id) WHERE photo_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE portions DROP COLUMN photo_id`);
    await db.query(`DROP TABLE photos`);
  }
}
