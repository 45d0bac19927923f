import { Injectable } from '@nestjs/common';
import { AuditLog, type AuditAction } from '../../domain/audit/index.js';
import { RETENTION_JOBS, RetentionStore, retentionCutoffs, type RetentionJob } from '../../domain/data-rights/retention-policy.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';

const AUDIT_ACTION: Record<RetentionJob, AuditAction> = {
  leads: 'retention.leads_erased',
  spam: 'retention.spam_erased',
  emails: 'retention.emails_erased',
  audit: 'retention.audit_erased',
};

/** Erases what has passed its retention period; each job once a day across all instances, each run in the audit log. */
@Injectable()
export class ApplyRetentionUseCase {
  constructor(
    private readonly store: RetentionStore,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Returns the rows erased per job that this call ran (jobs already run today by any instance are left out). */
  async execute(now: Date, leadRetentionDays: number): Promise<Partial<Record<RetentionJob, number>>> {
    const cutoffs = retentionCutoffs(now, leadRetentionDays);
    const day = now.toISOString().slice(0, 10);
    const removed: Partial<Record<RetentionJob, number>> = {};
    for (const job of RETENTION_JOBS) {
      await this.unitOfWork.run(async () => {
        if (!(await this.store.claim(job, day))) return;
        const count = await this.store.erase(job, cutoffs[job]);
        await this.store.recordRemoved(job, day, count);
        await this.auditLog.record({ action: AUDIT_ACTION[job], actorId: null, tenantId: null });
        removed[job] = count;
      });
    }
    return removed;
  }
}
