import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Insertion order for status changes, so that changes made within the same instant still list in order. */
export class LeadHistoryOrder1763900000001 implements MigrationInterface {
  name = 'LeadHistoryOrder1763900000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE lead_status_changes ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE lead_status_changes DROP COLUMN seq`);
  }
}
