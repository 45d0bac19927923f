import type { RecordedEvent } from '../../../domain/shared/recorded-event.js';

/** Turns recorded events into what they send; the unit of work calls it around each commit. */
export abstract class EventDispatcher {
  /** Inside the transaction, just before it commits: webhook deliveries and audit entries, which commit with the change. */
  abstract beforeCommit(events: RecordedEvent[]): Promise<void>;
  /** After the commit: queues the live notifications; the caller's answer does not wait for them to go out. */
  abstract afterCommit(events: RecordedEvent[]): void;
}
