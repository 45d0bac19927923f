import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import {
  OutboundEmailLog,
  OUTBOUND_EMAIL_SORT_FIELDS,
  type MailFigures,
  type OutboundEmailStatus,
  type OutboundEmailSummary,
} from '../../../domain/mail/outbound-email-log.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { OutboundEmailOrmEntity } from './outbound-email.orm-entity.js';

const SORT_COLUMNS = {
  id: 'e.id',
  recipient: 'e.recipient',
  subject: 'e.subject',
  kind: 'e.kind',
  status: 'e.status',
  attempts: 'e.attempts',
  lastError: 'e.last_error',
  createdAt: 'e.created_at',
  sentAt: 'e.sent_at',
} satisfies Record<(typeof OUTBOUND_EMAIL_SORT_FIELDS)[number], string>;

function toSummary(row: OutboundEmailOrmEntity): OutboundEmailSummary {
  const { id, recipient, subject, kind, attempts, lastError, createdAt, sentAt } = row;
  return { id, recipient, subject, kind, status: row.status as OutboundEmailStatus, attempts, lastError, createdAt, sentAt };
}

/** Metadata reads on the mail outbox; the bodies are never selected. */
@Injectable()
export class TypeormOutboundEmailLog extends OutboundEmailLog {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(OutboundEmailOrmEntity);
  }

  private summaries() {
    return this.repo
      .createQueryBuilder('e')
      .select(['e.id', 'e.recipient', 'e.subject', 'e.kind', 'e.status', 'e.attempts', 'e.lastError', 'e.createdAt', 'e.sentAt']);
  }

  async list(query: ListQuery): Promise<Page<OutboundEmailSummary>> {
    const qb = this.summaries();
    applyIdFilter(qb, query.filter);
    const { q, status, kind } = query.filter;
    if (q !== undefined) qb.andWhere('(e.recipient ILIKE :q OR e.subject ILIKE :q)', { q: containsPattern(q) });
    if (status !== undefined) qb.andWhere('e.status = :status', { status });
    if (kind !== undefined) qb.andWhere('e.kind = :kind', { kind });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(toSummary), total: page.total };
  }

  async requeueFailed(id: string, now: Date): Promise<OutboundEmailSummary | null> {
    const result = await this.repo.update({ id, status: 'failed' }, { status: 'queued', nextAttemptAt: now });
    if (!result.affected) return null;
    return toSummary((await this.summaries().where('e.id = :id', { id }).getOne())!);
  }

  exists(id: string): Promise<boolean> {
    return this.repo.existsBy({ id });
  }

  /** One statement; each part runs on an index (the queued partial index, the last-attempt index). */
  async figures(failedSince: Date): Promise<MailFigures> {
    const [row] = await this.uow.manager.query(
      `SELECT
         (SELECT count(*)::int FROM outbound_emails WHERE status = 'queued') AS queued,
         (SELECT min(created_at) FROM outbound_emails WHERE status = 'queued') AS oldest_queued_at,
         (SELECT count(*)::int FROM outbound_emails WHERE status = 'failed' AND last_attempt_at >= $1) AS failed_since,
         (SELECT coalesce(json_agg(json_build_object('failed', last_error IS NOT NULL, 'attempts', attempts) ORDER BY last_attempt_at DESC), '[]'::json)
            FROM (SELECT last_error, attempts, last_attempt_at FROM outbound_emails
                  WHERE last_attempt_at IS NOT NULL ORDER BY last_attempt_at DESC LIMIT 5) recent) AS recent_attempts`,
      [failedSince],
    );
    return { queued: row.queued, oldestQueuedAt: row.oldest_queued_at, failedSince: row.failed_since, recentAttempts: row.recent_attempts };
  }
}
