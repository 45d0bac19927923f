import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The number payroll knows a person by, for the payroll export; optional and not unique (see the README). */
export class IdentityEmployeeNumber1764600000001 implements MigrationInterface {
  name = 'IdentityEmployeeNumber1764600000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN employee_number varchar(50)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN employee_number`);
  }
}
