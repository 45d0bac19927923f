import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail channel of the outbox: every mail is a row, written in the transaction of the change that causes it. */
export class MailOutbox1764100000001 implements MigrationInterface {
  name = 'MailOutbox1764100000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE outbound_emails (
        id uuid PRIMARY KEY,
        kind varchar(64) NOT NULL,
        recipient varchar(254) NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}',
        status varchar(8) NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'held')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX outbound_emails_due_idx ON outbound_emails (next_attempt_at) WHERE status = 'queued'`);
    await db.query(`CREATE INDEX outbound_emails_created_at_idx ON outbound_emails (created_at)`);
    await db.query(`CREATE INDEX outbound_emails_last_attempt_idx ON outbound_emails (last_attempt_at) WHERE last_attempt_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE outbound_emails`);
  }
}
