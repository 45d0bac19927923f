/**
 * A channel of the one outbox mechanism (mail, web push, webhooks, ...). To add one:
 *
 * 1. A table, created by your migration, with your payload columns plus these shared ones:
 *      id              uuid PRIMARY KEY
 *      status          varchar(8) NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'held'))
 *      attempts        integer NOT NULL DEFAULT 0
 *      next_attempt_at timestamptz NOT NULL        -- when a worker may next claim a queued row
 *      last_attempt_at timestamptz
 *      last_error      text
 *      created_at      timestamptz NOT NULL
 *      sent_at         timestamptz
 *      request_id      varchar(128)                -- the request that queued the row (currentRequestId()), for the log
 *    and the claim index: CREATE INDEX ... ON <table> (next_attempt_at) WHERE status = 'queued'.
 * 2. Insert rows with status 'queued' and next_attempt_at = now through `TypeormUnitOfWork.manager`,
 *    so that they commit or roll back with the change that causes them.
 * 3. A Nest provider extending OutboxChannel that delivers one row. Register it in any module:
 *    the OutboxWorker finds every provider that extends this class.
 *
 * The worker (outbox-worker.ts) claims due rows with FOR UPDATE SKIP LOCKED, calls `deliver`, and applies
 * one retry rule to every channel: a thrown error retries after 1 min, 5 min, 30 min, 2 h and 12 h, then
 * the row is `failed` with its last error kept. Delivery is at least once: a crash mid-delivery resends.
 */
export abstract class OutboxChannel<Row extends OutboxRow = OutboxRow> {
  /** Short name for logs, e.g. "mail". */
  abstract readonly name: string;
  /** The channel's table; a trusted constant, never user input. */
  abstract readonly table: string;
  /** Delete a row once delivered instead of keeping it as `sent` (for rows that are work to do, not a record). */
  readonly deleteWhenDelivered: boolean = false;
  /**
   * Delivers one claimed row. Resolve with 'sent', or 'held' when delivery is switched off on purpose
   * (mail without SMTP_URL). Throw to retry later; throw PermanentDeliveryError to fail at once.
   */
  abstract deliver(row: Row): Promise<DeliveryOutcome>;
}

export type DeliveryOutcome = 'sent' | 'held';

/** A claimed row as PostgreSQL returns it: the shared columns plus the channel's own, in snake_case. */
export interface OutboxRow {
  id: string;
  attempts: number;
  [column: string]: unknown;
}

/** A failure that retrying cannot fix (for example a push subscription that is gone). */
export class PermanentDeliveryError extends Error {}
