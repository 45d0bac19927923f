import type { RecordedEvent, RecordsEvents } from './recorded-event.js';

/** What the unit of work collects events from: an aggregate that records them. */
export type EventSource = RecordsEvents<RecordedEvent>;

/**
 * Runs work atomically: every repository call made inside `run` shares one transaction. Repositories hand the
 * aggregates they save to `collect`; when the work commits, their recorded events go to the event dispatcher
 * (webhook rows and audit entries in the same transaction, live notifications after it).
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /** Collects the aggregate's events for the current `run`; outside one there is no commit to wait for, so it throws. */
  abstract collect(aggregate: EventSource): void;
  /**
   * For a change one statement already committed on its own, outside `run` (the reservation fast path): queues the
   * events' live notifications, which are sent after the answer. Such a change carries no webhook and no audit entry,
   * which is why it could take that path.
   */
  abstract committed(aggregates: EventSource[]): void;
}
