import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each tenant's live events are numbered 1, 2, 3... The counter is raised in the transaction that NOTIFYs the events,
 * whose row lock orders the notifying transactions of one tenant across instances the way PostgreSQL delivers them.
 */
export class RealtimeLiveEventSequences1764340011427 implements MigrationInterface {
  name = 'RealtimeLiveEventSequences1764340011427';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE live_event_sequences (
      tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
      last_sequence bigint NOT NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE live_event_sequences`);
  }
}
