import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../domain/shared/clock.js';
import { MailOutbox } from '../../../domain/mail/mail-outbox.port.js';
import type { OutboundEmail } from '../../../domain/mail/outbound-email.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { OutboundEmailOrmEntity } from './outbound-email.orm-entity.js';
import { currentRequestId } from '../../platform/observability/log-context.js';

/** Writes the mail through the current unit of work, so it commits or rolls back with the change that causes it. */
@Injectable()
export class TypeormMailOutbox extends MailOutbox {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async enqueue(email: OutboundEmail): Promise<void> {
    const now = this.clock.now();
    await this.uow.manager.insert(OutboundEmailOrmEntity, {
      id: randomUUID(),
      kind: email.kind,
      recipient: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: email.headers ?? {},
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastAttemptAt: null,
      lastError: null,
      createdAt: now,
      sentAt: null,
      requestId: currentRequestId(),
    });
  }
}
