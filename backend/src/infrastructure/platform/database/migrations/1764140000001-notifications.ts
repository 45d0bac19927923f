import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notification choices, push devices, what each user was told, reminders, and the web-push channel of the outbox. */
export class Notifications1764140000001 implements MigrationInterface {
  name = 'Notifications1764140000001';

  async up(db: QueryRunner): Promise<void> {
    // A user without a row has the defaults. The last two columns are the jobs' bookkeeping, locked per user.
    await db.query(`
      CREATE TABLE notification_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        new_portions varchar(8) NOT NULL CHECK (new_portions IN ('off', 'instant', 'digest')),
        location_ids uuid[],
        push boolean NOT NULL,
        reminders boolean NOT NULL,
        new_portions_since timestamptz,
        last_instant_mail_at timestamptz,
        last_digest_day date
      )`);
    await db.query(
      `CREATE INDEX notification_preferences_new_portions_idx ON notification_preferences (new_portions) WHERE new_portions <> 'off'`,
    );

    await db.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);

    // Which new portion each user heard of, per channel: the instant jobs' memory. `delivered` is false for a
    // push left out by the hourly limit, so it is neither sent later nor counted against the limit.
    await db.query(`
      CREATE TABLE portion_notifications (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        portion_id uuid NOT NULL REFERENCES portions(id) ON DELETE CASCADE,
        channel varchar(4) NOT NULL CHECK (channel IN ('mail', 'push')),
        notified_at timestamptz NOT NULL,
        delivered boolean NOT NULL,
        PRIMARY KEY (user_id, portion_id, channel)
      )`);
    await db.query(`CREATE INDEX portion_notifications_recent_idx ON portion_notifications (user_id, channel, notified_at)`);
    await db.query(`CREATE INDEX portion_notifications_portion_idx ON portion_notifications (portion_id)`);

    // The primary key makes the reminder once-only across instances and restarts.
    await db.query(`
      CREATE TABLE reservation_reminders (
        reservation_id uuid PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      )`);

    // The web-push channel of the outbox (see outbox-channel.ts): payload columns plus the shared ones.
    await db.query(`
      CREATE TABLE push_messages (
        id uuid PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        kind varchar(32) NOT NULL,
        payload jsonb NOT NULL,
        topic varchar(32) NOT NULL,
        expires_at timestamptz NOT NULL,
        status varchar(8) NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'held')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_attempt_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await db.query(`CREATE INDEX push_messages_due_idx ON push_messages (next_attempt_at) WHERE status = 'queued'`);
    await db.query(`CREATE INDEX push_messages_subscription_idx ON push_messages (subscription_id)`);
    await db.query(`CREATE INDEX push_messages_tenant_sent_idx ON push_messages (tenant_id, sent_at) WHERE status = 'sent'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE push_messages`);
    await db.query(`DROP TABLE reservation_reminders`);
    await db.query(`DROP TABLE portion_notifications`);
    await db.query(`DROP TABLE push_subscriptions`);
    await db.query(`DROP TABLE notification_preferences`);
  }
}
