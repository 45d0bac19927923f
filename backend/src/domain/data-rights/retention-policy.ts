/** How long each kind of data is kept. The privacy page states these figures and no others. */
export const SPAM_RETENTION_DAYS = 30;
export const SENT_EMAIL_RETENTION_DAYS = 90;
export const AUDIT_RETENTION_YEARS = 2;

export const RETENTION_JOBS = ['leads', 'spam', 'emails', 'audit'] as const;
export type RetentionJob = (typeof RETENTION_JOBS)[number];

const DAY_MS = 86_400_000;

/** The moment before which each kind of data is erased, at `now`. */
export function retentionCutoffs(now: Date, leadRetentionDays: number): Record<RetentionJob, Date> {
  const audit = new Date(now);
  audit.setUTCFullYear(audit.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  return {
    leads: new Date(now.getTime() - leadRetentionDays * DAY_MS),
    spam: new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS),
    emails: new Date(now.getTime() - SENT_EMAIL_RETENTION_DAYS * DAY_MS),
    audit,
  };
}

/** Runs each job at most once per calendar day (UTC) across every instance, and erases what is older than its cutoff. */
export abstract class RetentionStore {
  /** True for the one caller that claims this job for this day; the claim commits with the erasure. */
  abstract claim(job: RetentionJob, day: string): Promise<boolean>;
  /** Returns how many rows were erased. */
  abstract erase(job: RetentionJob, before: Date): Promise<number>;
  abstract recordRemoved(job: RetentionJob, day: string, removed: number): Promise<void>;
}
