import ics from 'ics';

/** One calendar entry; times are instants, written in UTC so that every calendar app shows them in its own zone. */
export interface IcsEntry {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** An iCalendar text (RFC 5545, made with `ics`) of the entries; `name` titles a subscribed calendar. */
export function writeCalendar(entries: IcsEntry[], options: { productId: string; name?: string }): string {
  const { error, value } = ics.createEvents(
    entries.map((entry) => ({
      uid: entry.uid,
      title: entry.title,
      description: entry.description,
      location: entry.location,
      start: entry.start.getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      // A calendar entry needs an end after its start.
      end: Math.max(entry.end.getTime(), entry.start.getTime() + 60_000),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      status: entry.status ?? 'CONFIRMED',
      // A pick-up window is no meeting: it should not block the holder's day.
      busyStatus: 'FREE' as const,
    })),
    { productId: options.productId, ...(options.name === undefined ? {} : { calName: options.name }) },
  );
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
