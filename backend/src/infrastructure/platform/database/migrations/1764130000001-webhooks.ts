import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1764130000001 implements MigrationInterface {
  name = 'Webhooks1764130000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        enabled boolean NOT NULL,
        secret varchar(100) NOT NULL,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX webhook_endpoints_tenant_idx ON webhook_endpoints (tenant_id)`);
    // A channel of the outbox (see outbox-channel.ts): the shared columns, plus what one delivery sends.
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        message_id varchar(40) NOT NULL,
        event_type varchar(40) NOT NULL,
        payload text NOT NULL, -- the exact body that is signed and sent
        status varchar(8) NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'held')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'queued'`);
    await db.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhook_endpoints`);
  }
}
