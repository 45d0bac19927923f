import { useEffect, useState } from 'react';
import type { Schema } from '../api/types';
import { BACKOFF_MS, readEventStream, wait, type LiveEvent } from '../dashboard/live/sse';
import { isReservable } from '../dashboard/portions/portion-status';

export type DisplayPortion = Schema<'DisplayPortionDto'>;

export type FeedStatus = 'loading' | 'live' | 'reconnecting' | 'gone';

export interface DisplayFeed {
  status: FeedStatus;
  locationName: string | null;
  portions: DisplayPortion[];
}

/** A revoked link (404) is asked again this rarely: a location may be made active again. */
const GONE_RETRY_MS = 60_000;
/** The list is read again this often as well: photo links expire after a few hours, and it is a safety net. */
const REFRESH_MS = 10 * 60_000;

/** What a live portion event says: the portion as the screen's list shows it, and its status. */
type PortionEventData = DisplayPortion & { status: string };

/** The portions after one live event: changed in place, added or dropped, in the list's order; nothing is fetched. */
export function applyPortionEvent(portions: DisplayPortion[], event: LiveEvent): DisplayPortion[] {
  if (event.type !== 'portion.created' && event.type !== 'portion.updated') return portions;
  const { status, ...next } = event.data as PortionEventData;
  const rest = portions.filter((portion) => portion.id !== next.id);
  if (!isReservable({ ...next, status }, Date.now())) return rest;
  return [...rest, next].sort((a, b) => a.availableUntil.localeCompare(b.availableUntil) || a.id.localeCompare(b.id));
}

/**
 * A location's screen: its portions, kept live by `GET /api/display/{token}/events`. It never gives up: after a
 * network loss or a server restart it reconnects with back-off and reads the list again (events are not replayed),
 * and a revoked link is asked again now and then. It needs no login and sends no credentials.
 */
export function useDisplayFeed(token: string): DisplayFeed {
  const [feed, setFeed] = useState<DisplayFeed>({ status: 'loading', locationName: null, portions: [] });

  useEffect(() => {
    const stop = new AbortController();
    const base = `/api/display/${encodeURIComponent(token)}`;
    // This effect's copy is the truth; React gets each new state as a whole.
    let current: DisplayFeed = { status: 'loading', locationName: null, portions: [] };
    const publish = (changes: Partial<DisplayFeed>) => {
      current = { ...current, ...changes };
      setFeed(current);
    };

    /** Reads the list; false when the link is gone. */
    const load = async (): Promise<boolean> => {
      const response = await fetch(`${base}/portions`, { cache: 'no-store', signal: stop.signal });
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`portions: ${response.status}`);
      const body = (await response.json()) as Schema<'DisplayResponseDto'>;
      publish({ locationName: body.locationName, portions: body.portions });
      return true;
    };
    const reload = () => void load().catch(() => undefined);

    const onEvent = (event: LiveEvent) => publish({ portions: applyPortionEvent(current.portions, event) });

    void (async () => {
      for (let attempt = 0; !stop.signal.aborted;) {
        const connection = new AbortController();
        const abortConnection = () => connection.abort();
        stop.signal.addEventListener('abort', abortConnection);
        try {
          const response = await fetch(`${base}/events`, {
            headers: { Accept: 'text/event-stream' },
            cache: 'no-store',
            signal: connection.signal,
          });
          if (response.status === 404) {
            publish({ status: 'gone', locationName: null, portions: [] });
            await wait(GONE_RETRY_MS, stop.signal);
            continue;
          }
          if (response.ok && response.body) {
            // Read after the stream is open, so that no change falls between the two.
            if (await load()) {
              attempt = 0;
              publish({ status: 'live' });
              await readEventStream(response.body, onEvent, connection);
            }
          }
        } catch {
          // A dropped connection, a silent stream or a server that is not back yet: reconnect below.
        } finally {
          stop.signal.removeEventListener('abort', abortConnection);
          connection.abort();
        }
        if (stop.signal.aborted) break;
        if (current.status !== 'gone') publish({ status: 'reconnecting' });
        await wait(BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)], stop.signal);
      }
    })();

    const refresh = setInterval(reload, REFRESH_MS);
    return () => {
      clearInterval(refresh);
      stop.abort();
    };
  }, [token]);

  return feed;
}
