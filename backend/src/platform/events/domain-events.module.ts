import { Global, Module } from '@nestjs/common';
import { DomainEventPublisher } from '../domain/domain-event-publisher.js';
import { InProcessDomainEventPublisher } from './in-process-domain-event-publisher.js';

/** One in-process publisher for the whole app, so that any context can subscribe. */
@Global()
@Module({
  providers: [{ provide: DomainEventPublisher, useClass: InProcessDomainEventPublisher }],
  exports: [DomainEventPublisher],
})
export class DomainEventsModule {}
