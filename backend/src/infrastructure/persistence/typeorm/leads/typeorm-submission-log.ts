import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../config.js';
import { SubmissionLog } from '../../../../domain/leads/submission-log.js';
import { APP_CONFIG } from '../../../modules/config.module.js';
import { TypeormUnitOfWork } from '../typeorm-unit-of-work.js';
import { lockKey } from './advisory-lock.js';

/**
 * Keeps an HMAC of the address keyed with the app secret, so that the table alone does not
 * reveal addresses, and deletes rows as soon as they fall out of the window.
 */
@Injectable()
export class TypeormSubmissionLog extends SubmissionLog {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  private hash(source: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`lead-submission:${source}`).digest('hex');
  }

  async lockRecent(source: string, since: Date): Promise<Date[]> {
    const hash = this.hash(source);
    await lockKey(this.uow.manager, `lead-submission:${hash}`);
    const rows: { submitted_at: Date }[] = await this.uow.manager.query(
      'SELECT submitted_at FROM lead_submissions WHERE source_hash = $1 AND submitted_at > $2 ORDER BY submitted_at',
      [hash, since],
    );
    return rows.map((row) => row.submitted_at);
  }

  async record(source: string, at: Date, forgetBefore: Date): Promise<void> {
    await this.uow.manager.query('INSERT INTO lead_submissions (source_hash, submitted_at) VALUES ($1, $2)', [this.hash(source), at]);
    // SKIP LOCKED: concurrent submissions never wait on, or deadlock over, each other's clean-up.
    await this.uow.manager.query(
      'DELETE FROM lead_submissions WHERE id IN (SELECT id FROM lead_submissions WHERE submitted_at <= $1 FOR UPDATE SKIP LOCKED)',
      [forgetBefore],
    );
  }
}
