import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTenantWall, tenantWall } from '../tenant-wall.js';

/**
 * A waste record's photo lives in `photos` as a portion's does (a deleted photo leaves the record without one), and
 * the kitchen's answer "anders gebruikt" for an ended portion with units left is kept per portion, so that every
 * device of the organisation stops asking about it. Walled like every organisation's table.
 */
export class WastePhotosAndLeftovers1764600000010 implements MigrationInterface {
  name = 'WastePhotosAndLeftovers1764600000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE waste_records SET photo_id = NULL WHERE photo_id IS NOT NULL AND photo_id NOT IN (SELECT id FROM photos)`);
    await db.query(
      `ALTER TABLE waste_records ADD CONSTRAINT waste_records_photo_id_fkey FOREIGN KEY (photo_id) REFERENCES photos(id) ON DELETE SET NULL`,
    );
    await db.query(`CREATE INDEX waste_records_photo_id_idx ON waste_records (photo_id) WHERE photo_id IS NOT NULL`);
    await db.query(`
      CREATE TABLE waste_leftover_outcomes (
        portion_id uuid PRIMARY KEY REFERENCES portions(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        outcome text NOT NULL CHECK (outcome IN ('used_otherwise')),
        decided_by uuid NOT NULL REFERENCES users(id),
        decided_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX waste_leftover_outcomes_tenant_id_idx ON waste_leftover_outcomes (tenant_id)`);
    await db.query(tenantWall('waste_leftover_outcomes'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(dropTenantWall('waste_leftover_outcomes'));
    await db.query(`DROP TABLE waste_leftover_outcomes`);
    await db.query(`DROP INDEX waste_records_photo_id_idx`);
    await db.query(`ALTER TABLE waste_records DROP CONSTRAINT waste_records_photo_id_fkey`);
  }
}
