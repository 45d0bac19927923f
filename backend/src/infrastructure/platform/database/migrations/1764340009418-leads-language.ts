import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A lead keeps the language of the form it came from: the confirmation, and a partner's invitation, are written in it. */
export class LeadsLanguage1764340009418 implements MigrationInterface {
  name = 'LeadsLanguage1764340009418';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['contact_requests', 'partner_applications']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN language varchar(2) NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'fr', 'en'))`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['contact_requests', 'partner_applications']) await db.query(`ALTER TABLE ${table} DROP COLUMN language`);
  }
}
