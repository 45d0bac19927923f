/** Something that happened in the domain, told to whoever subscribed, in this process. */
export interface DomainEvent {
  readonly occurredAt: Date;
}

export type DomainEventHandler<E extends DomainEvent> = (event: E) => void | Promise<void>;

/**
 * Publishes domain events to subscribers. Publish only after the change is committed:
 * subscribers run later and a failing subscriber never undoes the change.
 */
export abstract class DomainEventPublisher {
  abstract publish(event: DomainEvent): void;
  abstract subscribe<E extends DomainEvent>(type: abstract new (...args: never[]) => E, handler: DomainEventHandler<E>): void;
}
