import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Portions1763900000000 implements MigrationInterface {
  name = 'Portions1763900000000';

  async up(db: QueryRunner): Promise<void> {
    // The counters make every quantity question a read of one row: what is left, what is reserved, what was
    // picked up. The CHECK keeps them honest: the reservation adapter moves quantity between them in one UPDATE.
    await db.query(`
      CREATE TABLE portions (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        location_id uuid NOT NULL REFERENCES locations(id),
        title varchar(120) NOT NULL,
        description varchar(1000) NOT NULL DEFAULT '',
        total_quantity integer NOT NULL CHECK (total_quantity BETWEEN 1 AND 500),
        available_quantity integer NOT NULL CHECK (available_quantity >= 0),
        reserved_quantity integer NOT NULL DEFAULT 0 CHECK (reserved_quantity >= 0),
        picked_up_quantity integer NOT NULL DEFAULT 0 CHECK (picked_up_quantity >= 0),
        available_until timestamptz NOT NULL,
        allergens text[] NOT NULL DEFAULT '{}',
        status varchar(16) NOT NULL CHECK (status IN ('available', 'finished', 'expired')),
        created_by uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT portions_quantities_add_up CHECK (available_quantity + reserved_quantity + picked_up_quantity = total_quantity)
      )`);
    // Kitchen list (newest first), both stats queries (index-only: the INCLUDE columns are all they read)
    // and the weekly range on created_at.
    await db.query(`
      CREATE INDEX portions_tenant_created_idx ON portions (tenant_id, created_at DESC)
        INCLUDE (status, available_until, total_quantity, reserved_quantity, picked_up_quantity)`);
    // Staff list: reservable portions of a tenant, soonest end first.
    await db.query(`CREATE INDEX portions_reservable_idx ON portions (tenant_id, available_until) WHERE status = 'available'`);
    // Expiry job, across tenants.
    await db.query(`CREATE INDEX portions_expiry_idx ON portions (available_until) WHERE status = 'available'`);
    await db.query(`CREATE INDEX portions_location_id_idx ON portions (location_id)`);

    await db.query(`
      CREATE TABLE reservations (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        portion_id uuid NOT NULL REFERENCES portions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
        status varchar(16) NOT NULL CHECK (status IN ('reserved', 'picked_up', 'cancelled')),
        reserved_at timestamptz NOT NULL,
        picked_up_at timestamptz,
        cancelled_at timestamptz
      )`);
    // "My reservations", newest first.
    await db.query(`CREATE INDEX reservations_tenant_user_idx ON reservations (tenant_id, user_id, reserved_at DESC)`);
    // Open reservations of a portion (withdrawal), and the foreign key.
    await db.query(`CREATE INDEX reservations_portion_status_idx ON reservations (portion_id, status)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE reservations`);
    await db.query(`DROP TABLE portions`);
  }
}
