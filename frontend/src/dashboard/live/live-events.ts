import { useEffect, useSyncExternalStore } from 'react';
import { authHeaders, handleUnauthorized } from '../../api/client';
import { BACKOFF_MS, readEventStream, wait, type LiveEvent } from './sse';

/**
 * The live stream `GET /api/protected/events`, read with fetch because EventSource cannot send the bearer
 * header. It reconnects with back-off, and treats a stream silent for longer than two heartbeats as dead (sse.ts).
 */
export const EVENTS_PATH = '/api/protected/events';

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface Handlers {
  /** Every frame with a type or a number, in order; the first of each connection carries the tenant's current number. */
  onEvent: (event: LiveEvent) => void;
  /** After each (re)connection, before its first frame. */
  onOpen: () => void;
}

let status: LiveStatus = 'closed';
const statusListeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
  );
}

/** Keeps the stream open until the returned function is called. */
export function connectLiveEvents({ onEvent, onOpen }: Handlers): () => void {
  const stop = new AbortController();
  // The last event number read, sent on reconnecting as EventSource would (`Last-Event-ID`).
  const seen: { id: number | null } = { id: null };
  void (async () => {
    for (let attempt = 0; !stop.signal.aborted;) {
      setStatus('connecting');
      const connection = new AbortController();
      const abortConnection = () => connection.abort();
      stop.signal.addEventListener('abort', abortConnection);
      try {
        const response = await fetch(EVENTS_PATH, {
          headers: { Accept: 'text/event-stream', ...authHeaders(), ...(seen.id !== null && { 'Last-Event-ID': String(seen.id) }) },
          cache: 'no-store',
          signal: connection.signal,
        });
        if (response.status === 401) {
          handleUnauthorized();
          return;
        }
        if (response.ok && response.body) {
          setStatus('open');
          attempt = 0;
          onOpen();
          await readEventStream(
            response.body,
            (event) => {
              if (event.id !== null) seen.id = event.id;
              onEvent(event);
            },
            connection,
          );
        }
      } catch {
        // A dropped connection or a silent stream: reconnect below.
      } finally {
        stop.signal.removeEventListener('abort', abortConnection);
      }
      if (stop.signal.aborted) break;
      setStatus('closed');
      await wait(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)], stop.signal);
      attempt += 1;
    }
    setStatus('closed');
  })();
  return () => stop.abort();
}

/** Opens the stream while the calling component is mounted. */
export function useLiveEvents(handlers: Handlers, enabled: boolean): void {
  useEffect(() => (enabled ? connectLiveEvents(handlers) : undefined), [enabled]); // eslint-disable-line react-hooks/exhaustive-deps
}
