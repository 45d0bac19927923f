import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tenants (
        id uuid PRIMARY KEY,
        name varchar(120) NOT NULL,
        slug varchar(60) NOT NULL CONSTRAINT tenants_slug_key UNIQUE,
        plan varchar(16) NOT NULL CHECK (plan IN ('starter', 'group', 'custom')),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE locations (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        address varchar(300),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX locations_tenant_id_idx ON locations (tenant_id)`);
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        tenant_id uuid REFERENCES tenants(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL CONSTRAINT users_email_key UNIQUE,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        role varchar(16) NOT NULL CHECK (role IN ('kitchen', 'staff', 'admin', 'superadmin')),
        password_hash text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_superadmin_has_no_tenant CHECK ((role = 'superadmin') = (tenant_id IS NULL))
      )`);
    await db.query(`CREATE INDEX users_tenant_id_idx ON users (tenant_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE users`);
    await db.query(`DROP TABLE locations`);
    await db.query(`DROP TABLE tenants`);
  }
}
