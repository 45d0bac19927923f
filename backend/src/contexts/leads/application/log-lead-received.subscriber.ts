import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainEventPublisher } from '../../../platform/domain/domain-event-publisher.js';
import { LeadReceived } from '../domain/lead-received.js';

/** Logs each new lead by id only (no personal data); the seam where e-mail notifications will subscribe. */
@Injectable()
export class LogLeadReceivedSubscriber implements OnModuleInit {
  private readonly logger = new Logger('Leads');

  constructor(private readonly events: DomainEventPublisher) {}

  onModuleInit(): void {
    this.events.subscribe(LeadReceived, (event) => this.logger.log(`Lead received: ${event.kind} ${event.leadId}`));
  }
}
