import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import { OutboundEmailLog, type OutboundEmailSummary } from '../../domain/mail/outbound-email-log.js';

@Injectable()
export class ListOutboundEmailsQuery {
  constructor(private readonly log: OutboundEmailLog) {}

  execute(query: ListQuery): Promise<Page<OutboundEmailSummary>> {
    return this.log.list(query);
  }
}
