import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The 14 allergen codes in the regulation's order, and the six Dutch presets of the first version. */
const CODES = `(VALUES ('gluten', 'gluten', 1), ('crustaceans', 'crustaceans', 2), ('eggs', 'eggs', 3), ('fish', 'fish', 4),
  ('peanuts', 'peanuts', 5), ('soy', 'soy', 6), ('milk', 'milk', 7), ('nuts', 'nuts', 8), ('celery', 'celery', 9),
  ('mustard', 'mustard', 10), ('sesame', 'sesame', 11), ('sulphites', 'sulphites', 12), ('lupin', 'lupin', 13),
  ('molluscs', 'molluscs', 14), ('Gluten', 'gluten', 1), ('Lactose', 'milk', 7), ('Noten', 'nuts', 8), ('Eieren', 'eggs', 3),
  ('Vis', 'fish', 4), ('Soja', 'soy', 6)) AS code (stored, code, position)`;

/**
 * Food information (issue 27): allergens become the 14 codes of EU Regulation 1169/2011 (Gluten -> gluten,
 * Lactose -> milk, Noten -> nuts, Eieren -> eggs, Vis -> fish, Soja -> soy), beside "may contain", diet marks,
 * ingredients, preparation and storage. A portion offered before counts as declared only when it listed at
 * least one allergen: an empty list never said "contains none". The tenant may limit the hours from preparation
 * to the end of pick-up per storage kind.
 */
export class PortionsFoodInformation1764300004127 implements MigrationInterface {
  name = 'PortionsFoodInformation1764300004127';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE portions
        ADD COLUMN may_contain text[] NOT NULL DEFAULT '{}',
        ADD COLUMN allergens_declared boolean NOT NULL DEFAULT false,
        ADD COLUMN diet text[] NOT NULL DEFAULT '{}',
        ADD COLUMN ingredients varchar(1000),
        ADD COLUMN prepared_at timestamptz,
        ADD COLUMN storage varchar(8),
        ADD COLUMN reheat boolean NOT NULL DEFAULT false`);
    await db.query(`
      UPDATE portions p
         SET allergens = ARRAY(
               SELECT code.code FROM ${CODES}
                WHERE code.stored = ANY (p.allergens)
                GROUP BY code.code, code.position ORDER BY code.position),
             allergens_declared = cardinality(p.allergens) > 0`);
    await db.query(`
      ALTER TABLE tenant_settings
        ADD COLUMN max_hours_prepared_to_end_hot integer,
        ADD COLUMN max_hours_prepared_to_end_chilled integer,
        ADD COLUMN max_hours_prepared_to_end_ambient integer`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE tenant_settings
        DROP COLUMN max_hours_prepared_to_end_hot,
        DROP COLUMN max_hours_prepared_to_end_chilled,
        DROP COLUMN max_hours_prepared_to_end_ambient`);
    // Back to the six presets; the eight allergens they lack have no old value and are dropped.
    await db.query(`
      UPDATE portions p
         SET allergens = ARRAY(
               SELECT old.stored FROM (VALUES ('gluten', 'Gluten', 1), ('milk', 'Lactose', 2), ('nuts', 'Noten', 3),
                                              ('eggs', 'Eieren', 4), ('fish', 'Vis', 5), ('soy', 'Soja', 6)) AS old (code, stored, position)
                WHERE old.code = ANY (p.allergens) ORDER BY old.position)`);
    await db.query(`
      ALTER TABLE portions
        DROP COLUMN may_contain, DROP COLUMN allergens_declared, DROP COLUMN diet, DROP COLUMN ingredients,
        DROP COLUMN prepared_at, DROP COLUMN storage, DROP COLUMN reheat`);
  }
}
