import { Injectable } from '@nestjs/common';
import { TooManySubmissionsError } from '../../domain/leads/leads.errors.js';
import { SubmissionLog } from '../../domain/leads/submission-log.js';
import { SUBMISSION_WINDOW_MS, secondsUntilAdmitted } from '../../domain/leads/submission-rate-limit.js';

/** Admits a public submission or refuses it with the seconds to wait. Shared by both public forms. */
@Injectable()
export class SubmissionRateLimiter {
  constructor(private readonly log: SubmissionLog) {}

  /** Call inside the submission's unit of work: the lock makes count-and-record one step per source across instances. */
  async admit(source: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - SUBMISSION_WINDOW_MS);
    const wait = secondsUntilAdmitted(await this.log.lockRecent(source, windowStart), now);
    if (wait !== null) throw new TooManySubmissionsError(wait);
    await this.log.record(source, now, windowStart);
  }
}
