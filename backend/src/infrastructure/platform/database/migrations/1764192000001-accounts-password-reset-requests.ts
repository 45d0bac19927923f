import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forgot-password requests, as an outbox channel: the request only writes a row, whether or not the address exists,
 * and the outbox worker looks the address up and queues the reset mail. A row is deleted once handled.
 */
export class AccountsPasswordResetRequests1764192000001 implements MigrationInterface {
  name = 'AccountsPasswordResetRequests1764192000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE password_reset_requests (
        id uuid PRIMARY KEY,
        email varchar(254) NOT NULL,
        status varchar(8) NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'held')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX password_reset_requests_due_idx ON password_reset_requests (next_attempt_at) WHERE status = 'queued'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE password_reset_requests`);
  }
}
