import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keys, type CounterReservation } from '../queries';

/** How long a row handed over (or cancelled) stays on the counter's list, marked done, unless the list is scrolled first. */
export const DONE_MS = 4_000;

export const isDone = (row: CounterReservation) => row.status !== 'reserved';

/**
 * Rows that the live patch marked done (a hand-over here or at another counter, a cancellation) keep their place, so
 * that nothing moves under a finger about to tap; they leave together after DONE_MS, or at once on the next scroll.
 */
export function useLetDoneRowsGo(tenantId: string, locationId: string, rows: readonly CounterReservation[]): void {
  const client = useQueryClient();
  const done = rows
    .filter(isDone)
    .map((row) => row.id)
    .join(',');
  useEffect(() => {
    if (!done) return;
    const gone = done.split(',');
    const letGo = () =>
      client.setQueryData<CounterReservation[]>(keys.counter(tenantId, locationId), (list) =>
        list?.filter((row) => !gone.includes(row.id)),
      );
    const timer = setTimeout(letGo, DONE_MS);
    window.addEventListener('scroll', letGo, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', letGo);
    };
  }, [client, tenantId, locationId, done]);
}
