import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A demo request that will not become a customer can be rejected, with the reason in its history. */
export class LeadsRejectedRequests1764304817001 implements MigrationInterface {
  name = 'LeadsRejectedRequests1764304817001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE contact_requests DROP CONSTRAINT contact_requests_status_check`);
    await db.query(`ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_status_check
      CHECK (status IN ('new', 'contacted', 'converted', 'rejected'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE contact_requests SET status = 'contacted' WHERE status = 'rejected'`);
    await db.query(`ALTER TABLE contact_requests DROP CONSTRAINT contact_requests_status_check`);
    await db.query(
      `ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_status_check CHECK (status IN ('new', 'contacted', 'converted'))`,
    );
  }
}
