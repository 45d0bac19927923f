import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1764170000001 implements MigrationInterface {
  name = 'AuditLog1764170000001';

  async up(db: QueryRunner): Promise<void> {
    // Ids only, never names or addresses: the actor's address is looked up when the log is read, so erasing a user
    // leaves nothing personal behind here. No foreign keys: entries outlive the users and tenants they name.
    await db.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        at timestamptz NOT NULL,
        action varchar(64) NOT NULL,
        actor_id uuid,
        tenant_id uuid,
        target_type varchar(32),
        target_id uuid,
        ip varchar(45)
      )`);
    await db.query(`CREATE INDEX audit_log_tenant_at_idx ON audit_log (tenant_id, at DESC)`);
    await db.query(`CREATE INDEX audit_log_at_idx ON audit_log (at)`);
    // Append-only, also for a superuser connection (grants would not bind the owner): a trigger refuses every UPDATE
    // and DELETE unless it runs inside purge_audit_log(), the retention job's one way to remove old entries.
    await db.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('portiepunt.audit_purge', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await db.query(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log EXECUTE FUNCTION audit_log_append_only()`);
    await db.query(`
      CREATE FUNCTION purge_audit_log(older_than timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE removed integer;
      BEGIN
        PERFORM set_config('portiepunt.audit_purge', 'on', true);
        DELETE FROM audit_log WHERE at < older_than;
        GET DIAGNOSTICS removed = ROW_COUNT;
        PERFORM set_config('portiepunt.audit_purge', 'off', true);
        RETURN removed;
      END $$`);
    // An erased user can never log in again and never be reactivated.
    await db.query(`ALTER TABLE users ADD COLUMN erased_at timestamptz`);
    // Each retention job runs once per day across all instances: the instance that inserts the row does the work.
    await db.query(`
      CREATE TABLE retention_runs (
        job varchar(32) NOT NULL,
        run_on date NOT NULL,
        removed integer NOT NULL,
        PRIMARY KEY (job, run_on)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE retention_runs`);
    await db.query(`ALTER TABLE users DROP COLUMN erased_at`);
    await db.query(`DROP FUNCTION purge_audit_log(timestamptz)`);
    await db.query(`DROP TABLE audit_log`);
    await db.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
