import { Injectable, Logger } from '@nestjs/common';
import { DomainEventPublisher, type DomainEvent, type DomainEventHandler } from '../domain/domain-event-publisher.js';

interface Subscription {
  type: abstract new (...args: never[]) => DomainEvent;
  handler: DomainEventHandler<DomainEvent>;
}

/** Delivers events to subscribers of this process, each on its own, after the publisher has moved on. */
@Injectable()
export class InProcessDomainEventPublisher extends DomainEventPublisher {
  private readonly logger = new Logger('DomainEvents');
  private readonly subscriptions: Subscription[] = [];

  subscribe<E extends DomainEvent>(type: abstract new (...args: never[]) => E, handler: DomainEventHandler<E>): void {
    this.subscriptions.push({ type, handler: handler as DomainEventHandler<DomainEvent> });
  }

  publish(event: DomainEvent): void {
    for (const { type, handler } of this.subscriptions) {
      if (!(event instanceof type)) continue;
      // A failing subscriber is logged and never reaches the publisher, whose change is already committed.
      void Promise.resolve()
        .then(() => handler(event))
        .catch((error: unknown) =>
          this.logger.error(`A ${event.constructor.name} subscriber failed`, error instanceof Error ? error.stack : String(error)),
        );
    }
  }
}
