import { Injectable } from '@nestjs/common';
import { RetentionStore, type RetentionJob } from '../../../domain/data-rights/retention-policy.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/** Leads that became a customer (a converted demo request, an accepted partner application) are kept; spam has its own job. */
const ERASE: Record<RetentionJob, string[]> = {
  leads: [
    `DELETE FROM contact_requests WHERE NOT spam AND status <> 'converted' AND created_at < $1`,
    `DELETE FROM partner_applications WHERE NOT spam AND status <> 'accepted' AND created_at < $1`,
  ],
  spam: [`DELETE FROM contact_requests WHERE spam AND created_at < $1`, `DELETE FROM partner_applications WHERE spam AND created_at < $1`],
  // Every mail that is no longer waiting to be sent: their bodies hold names and (expired) links.
  emails: [`DELETE FROM outbound_emails WHERE status <> 'queued' AND created_at < $1`],
  audit: [`SELECT purge_audit_log($1) AS removed`],
};

@Injectable()
export class TypeormRetentionStore extends RetentionStore {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async claim(job: RetentionJob, day: string): Promise<boolean> {
    // A second instance waits here until the first commits, then finds the row and skips the job.
    const claimed: unknown[] = await this.uow.manager.query(
      `INSERT INTO retention_runs (job, run_on, removed) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING RETURNING job`,
      [job, day],
    );
    return claimed.length === 1;
  }

  async erase(job: RetentionJob, before: Date): Promise<number> {
    let removed = 0;
    for (const sql of ERASE[job]) {
      const result = await this.uow.manager.query(sql, [before]);
      // DELETE answers [rows, count]; the purge function answers one row with its count.
      removed += job === 'audit' ? Number(result[0].removed) : Number(result[1]);
    }
    return removed;
  }

  async recordRemoved(job: RetentionJob, day: string, removed: number): Promise<void> {
    await this.uow.manager.query(`UPDATE retention_runs SET removed = $3 WHERE job = $1 AND run_on = $2`, [job, day, removed]);
  }
}
