import { Injectable } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { OutboundEmailNotFailedError, OutboundEmailNotFoundError } from '../../domain/mail/mail.errors.js';
import { OutboundEmailLog, type OutboundEmailSummary } from '../../domain/mail/outbound-email-log.js';

/** A superadmin sends a failed mail once more: it is queued again, due now. */
@Injectable()
export class RetryOutboundEmailUseCase {
  constructor(
    private readonly log: OutboundEmailLog,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<OutboundEmailSummary> {
    const requeued = await this.log.requeueFailed(id, this.clock.now());
    if (requeued) return requeued;
    throw (await this.log.exists(id)) ? new OutboundEmailNotFailedError() : new OutboundEmailNotFoundError();
  }
}
