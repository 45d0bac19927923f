import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names sort as a Dutch reader expects. The ICU collation "person_names" ignores case and accents (level 1 strength:
 * "Özdemir" files under O, "de Wit" beside "De Wit"). Each user gets a sort key that files a surname by its main
 * part when it starts with particles written in lower case, as in the Netherlands ("de Vries" → "Vries, Sanne de");
 * particles written with a capital, as in Belgium ("De Smet", "Van Damme"), are part of the name and sort as written.
 * The key is a generated column, so every writer (the API, the import, SCIM) keeps it right.
 */
export class IdentityNameCollation1764332440837 implements MigrationInterface {
  name = 'IdentityNameCollation1764332440837';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE COLLATION person_names (provider = icu, locale = 'und-u-ks-level1')`);
    await db.query(`
      ALTER TABLE users ADD COLUMN name_sort_key text COLLATE person_names GENERATED ALWAYS AS (
        regexp_replace(last_name, '^((?:[a-z''’]+\\s+)*)(.*)$', '\\2')
          || ', ' || first_name
          || rtrim(' ' || regexp_replace(last_name, '^((?:[a-z''’]+\\s+)*)(.*)$', '\\1'))
      ) STORED`);
    await db.query(`CREATE INDEX users_tenant_name_sort_idx ON users (tenant_id, name_sort_key)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN name_sort_key`);
    await db.query(`DROP COLLATION person_names`);
  }
}
