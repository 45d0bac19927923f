import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paying online through the organisation's own Mollie account: each tenant's settings, one payment per reservation
 * paid online, refunds queued in an outbox (the worker calls Mollie and retries), and reservations that hold their
 * units while they await payment.
 */
export class PaymentsOnline1764400000001 implements MigrationInterface {
  name = 'PaymentsOnline1764400000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tenant_payment_settings (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
        mode varchar(16) NOT NULL CHECK (mode IN ('free', 'settlement', 'online')),
        mollie_api_key_sealed text,
        mollie_test_mode boolean NOT NULL,
        methods text[] NOT NULL,
        hold_minutes smallint NOT NULL CHECK (hold_minutes BETWEEN 2 AND 30),
        refund_no_shows boolean NOT NULL,
        vat_percent smallint NOT NULL CHECK (vat_percent BETWEEN 0 AND 25),
        updated_at timestamptz NOT NULL,
        CHECK (mode <> 'online' OR mollie_api_key_sealed IS NOT NULL)
      )`);
    await db.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        reservation_id uuid NOT NULL UNIQUE REFERENCES reservations(id) ON DELETE CASCADE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        status varchar(16) NOT NULL CHECK (status IN ('open', 'paid', 'expired', 'canceled', 'failed', 'refunded')),
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        vat_cents integer NOT NULL,
        vat_percent smallint NOT NULL,
        description varchar(255) NOT NULL,
        mollie_payment_id varchar(64) UNIQUE,
        checkout_url text,
        method varchar(64),
        hold_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        refund_status varchar(16) CHECK (refund_status IN ('pending', 'refunded', 'failed')),
        refunded_at timestamptz,
        mollie_refund_id varchar(64)
      )`);
    await db.query(`CREATE INDEX payments_tenant_created_idx ON payments (tenant_id, created_at DESC)`);
    // The hold job's claim: open payments by the end of their hold.
    await db.query(`CREATE INDEX payments_open_hold_idx ON payments (hold_until) WHERE status = 'open'`);
    await db.query(`
      CREATE TABLE payment_refund_outbox (
        id uuid PRIMARY KEY,
        payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        status varchar(8) NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'held')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        request_id varchar(128)
      )`);
    await db.query(`CREATE INDEX payment_refund_outbox_due_idx ON payment_refund_outbox (next_attempt_at) WHERE status = 'queued'`);
    await db.query(`ALTER TABLE reservations DROP CONSTRAINT reservations_status_check`);
    await db.query(
      `ALTER TABLE reservations ADD CONSTRAINT reservations_status_check CHECK (status IN ('reserved', 'picked_up', 'cancelled', 'awaiting_payment'))`,
    );
    // A reservation awaiting payment is open too: one per person per portion, and it counts towards the cap.
    await db.query(`DROP INDEX reservations_one_open_per_person`);
    await db.query(
      `CREATE UNIQUE INDEX reservations_one_open_per_person ON reservations (portion_id, user_id) WHERE status IN ('reserved', 'awaiting_payment')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX reservations_one_open_per_person`);
    await db.query(`UPDATE reservations SET status = 'cancelled', cancelled_at = now() WHERE status = 'awaiting_payment'`);
    await db.query(`CREATE UNIQUE INDEX reservations_one_open_per_person ON reservations (portion_id, user_id) WHERE status = 'reserved'`);
    await db.query(`ALTER TABLE reservations DROP CONSTRAINT reservations_status_check`);
    await db.query(
      `ALTER TABLE reservations ADD CONSTRAINT reservations_status_check CHECK (status IN ('reserved', 'picked_up', 'cancelled'))`,
    );
    await db.query(`DROP TABLE payment_refund_outbox`);
    await db.query(`DROP TABLE payments`);
    await db.query(`DROP TABLE tenant_payment_settings`);
  }
}
