import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Partners, referral attribution of leads and tenants, subscription prices and the commission ledger. */
export class Partners1764150000001 implements MigrationInterface {
  name = 'Partners1764150000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE partners (
        id uuid PRIMARY KEY,
        application_id uuid UNIQUE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        company varchar(2000) NOT NULL,
        contact_name varchar(201) NOT NULL,
        email varchar(254) NOT NULL,
        referral_code varchar(60) NOT NULL UNIQUE CHECK (referral_code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        commission_rate numeric(5, 2) NOT NULL CHECK (commission_rate >= 0 AND commission_rate <= 100),
        is_active boolean NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    // A partner logs in like a superadmin does: without a tenant.
    await db.query(`ALTER TABLE users DROP CONSTRAINT users_role_check, DROP CONSTRAINT users_superadmin_has_no_tenant`);
    await db.query(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('kitchen', 'staff', 'admin', 'superadmin', 'partner'))`,
    );
    await db.query(
      `ALTER TABLE users ADD CONSTRAINT users_tenantless_roles CHECK ((role IN ('superadmin', 'partner')) = (tenant_id IS NULL))`,
    );
    await db.query(`ALTER TABLE contact_requests ADD COLUMN partner_id uuid REFERENCES partners(id)`);
    await db.query(`ALTER TABLE tenants ADD COLUMN partner_id uuid REFERENCES partners(id)`);
    await db.query(`ALTER TABLE tenants ADD COLUMN monthly_price_cents integer CHECK (monthly_price_cents >= 0)`);
    await db.query(`
      CREATE TABLE tenant_attribution_changes (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        from_partner_id uuid,
        to_partner_id uuid,
        changed_by uuid NOT NULL,
        changed_by_name varchar(201) NOT NULL,
        changed_at timestamptz NOT NULL,
        -- Orders changes made within the same instant.
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`);
    await db.query(`CREATE INDEX tenant_attribution_changes_tenant_idx ON tenant_attribution_changes (tenant_id, changed_at, seq)`);
    // What commission is computed from: every change of a tenant's plan, price, active state or partner, with its time.
    await db.query(`
      CREATE TABLE tenant_billing_history (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        valid_from timestamptz NOT NULL,
        plan varchar(16) NOT NULL,
        monthly_price_cents integer,
        is_active boolean NOT NULL,
        partner_id uuid,
        PRIMARY KEY (tenant_id, valid_from)
      )`);
    await db.query(`
      CREATE FUNCTION record_tenant_billing() RETURNS trigger AS $$
      BEGIN
        INSERT INTO tenant_billing_history (tenant_id, valid_from, plan, monthly_price_cents, is_active, partner_id)
        VALUES (NEW.id, clock_timestamp(), NEW.plan, NEW.monthly_price_cents, NEW.is_active, NEW.partner_id)
        ON CONFLICT (tenant_id, valid_from) DO UPDATE
          SET plan = EXCLUDED.plan, monthly_price_cents = EXCLUDED.monthly_price_cents, is_active = EXCLUDED.is_active, partner_id = EXCLUDED.partner_id;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.query(`
      CREATE TRIGGER tenants_billing_history AFTER INSERT OR UPDATE OF plan, monthly_price_cents, is_active, partner_id ON tenants
      FOR EACH ROW EXECUTE FUNCTION record_tenant_billing()`);
    await db.query(`
      INSERT INTO tenant_billing_history (tenant_id, valid_from, plan, monthly_price_cents, is_active, partner_id)
      SELECT id, created_at, plan, monthly_price_cents, is_active, partner_id FROM tenants`);
    await db.query(`
      CREATE TABLE commission_months (
        month char(7) PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        lines_written_at timestamptz NOT NULL,
        closed_at timestamptz,
        closed_by uuid
      )`);
    // Lines are never edited or deleted: a correction is a new line. One computed line per month, tenant and partner.
    await db.query(`
      CREATE TABLE commission_lines (
        id uuid PRIMARY KEY,
        month char(7) NOT NULL REFERENCES commission_months(month),
        partner_id uuid NOT NULL REFERENCES partners(id),
        tenant_id uuid REFERENCES tenants(id) ON DELETE SET NULL,
        tenant_name varchar(120) NOT NULL,
        kind varchar(12) NOT NULL CHECK (kind IN ('monthly', 'correction')),
        active_days integer NOT NULL,
        days_in_month integer NOT NULL,
        commission_rate numeric(5, 2) NOT NULL,
        amount_cents integer NOT NULL,
        note varchar(2000),
        corrects_line_id uuid REFERENCES commission_lines(id),
        created_at timestamptz NOT NULL
      )`);
    await db.query(
      `CREATE UNIQUE INDEX commission_lines_monthly_key ON commission_lines (month, tenant_id, partner_id) WHERE kind = 'monthly'`,
    );
    await db.query(`CREATE INDEX commission_lines_partner_idx ON commission_lines (partner_id, month)`);
    // Payment is recorded beside the line, so the line itself stays as written.
    await db.query(`
      CREATE TABLE commission_payouts (
        month char(7) NOT NULL REFERENCES commission_months(month),
        partner_id uuid NOT NULL REFERENCES partners(id),
        paid_on date NOT NULL,
        reference varchar(200) NOT NULL,
        recorded_by uuid NOT NULL,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (month, partner_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE commission_payouts`);
    await db.query(`DROP TABLE commission_lines`);
    await db.query(`DROP TABLE commission_months`);
    await db.query(`DROP TRIGGER tenants_billing_history ON tenants`);
    await db.query(`DROP FUNCTION record_tenant_billing`);
    await db.query(`DROP TABLE tenant_billing_history`);
    await db.query(`DROP TABLE tenant_attribution_changes`);
    await db.query(`ALTER TABLE tenants DROP COLUMN monthly_price_cents, DROP COLUMN partner_id`);
    await db.query(`ALTER TABLE contact_requests DROP COLUMN partner_id`);
    await db.query(`DROP TABLE partners`);
    await db.query(`DELETE FROM users WHERE role = 'partner'`);
    await db.query(`ALTER TABLE users DROP CONSTRAINT users_role_check, DROP CONSTRAINT users_tenantless_roles`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('kitchen', 'staff', 'admin', 'superadmin'))`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_superadmin_has_no_tenant CHECK ((role = 'superadmin') = (tenant_id IS NULL))`);
  }
}
