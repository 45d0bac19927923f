/** Something that happened to an aggregate, as the aggregate recorded it; the unit of work collects it on commit. */
export interface RecordedEvent {
  readonly type: string;
  readonly tenantId: string;
  readonly at: Date;
}

/** When each event was recorded, across aggregates: one change may touch several, and what came last counts. */
const recordedOrder = new WeakMap<RecordedEvent, number>();
let recordedCount = 0;

/** Events of several aggregates in the order they were recorded. */
export function inRecordedOrder<E extends RecordedEvent>(events: E[]): E[] {
  return [...events].sort((a, b) => recordedOrder.get(a)! - recordedOrder.get(b)!);
}

/** An aggregate that records what happened to it until the unit of work collects it. */
export abstract class RecordsEvents<E extends RecordedEvent> {
  private recorded: E[] = [];

  /** Hands over what was recorded since the last call, and forgets it. */
  pullRecordedEvents(): E[] {
    const events = this.recorded;
    this.recorded = [];
    return events;
  }

  protected record(event: E): void {
    recordedOrder.set(event, ++recordedCount);
    this.recorded.push(event);
  }
}
