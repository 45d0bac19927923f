import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A display link's name ("Scherm hal Hoofdgebouw"), so that the admin tells the screens of a location apart. */
export class DisplaysLinkName1764500000010 implements MigrationInterface {
  name = 'DisplaysLinkName1764500000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE display_links ADD COLUMN name varchar(100)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE display_links DROP COLUMN name`);
  }
}
