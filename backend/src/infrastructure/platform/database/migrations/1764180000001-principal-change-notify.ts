import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a user or tenant row (deactivation, deletion, a new role, a password change) is announced on
 * the channel portiepunt_principals when its transaction commits, so that each instance drops the principal it
 * cached for that user or tenant. A trigger catches every writer, whatever code path or script made the change.
 */
export class PrincipalChangeNotify1764180000001 implements MigrationInterface {
  name = 'PrincipalChangeNotify1764180000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_principal_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('portiepunt_principals', TG_ARGV[0] || ':' || OLD.id);
        RETURN NULL;
      END $$`);
    for (const [table, kind] of [
      ['users', 'user'],
      ['tenants', 'tenant'],
    ]) {
      await db.query(`
        CREATE TRIGGER ${table}_principal_update AFTER UPDATE ON ${table}
          FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_principal_change('${kind}')`);
      await db.query(`
        CREATE TRIGGER ${table}_principal_delete AFTER DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION notify_principal_change('${kind}')`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['users', 'tenants']) {
      await db.query(`DROP TRIGGER ${table}_principal_delete ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_principal_update ON ${table}`);
    }
    await db.query(`DROP FUNCTION notify_principal_change()`);
  }
}
