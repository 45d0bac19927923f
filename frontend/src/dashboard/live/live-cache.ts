import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from './live-events';
import type { Portion, Reservation } from '../queries';

/**
 * What a live event does to the cache: the changed item is patched in place at once, then the lists it may
 * enter or leave (and the statistics, which the admin overview shows) are fetched again.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'portion.created':
    case 'portion.updated': {
      const portion = event.data as Partial<Portion> & { id: string };
      client.setQueriesData<Portion[]>({ queryKey: ['portions'] }, (list) => patchItem(list, portion));
      void client.invalidateQueries({ queryKey: ['portions'] });
      void client.invalidateQueries({ queryKey: ['reservations'] });
      break;
    }
    case 'reservation.updated': {
      const reservation = event.data as Partial<Reservation> & { id: string };
      client.setQueriesData<Reservation[]>({ queryKey: ['reservations'] }, (list) => patchItem(list, reservation));
      void client.invalidateQueries({ queryKey: ['reservations'] });
      void client.invalidateQueries({ queryKey: ['portions'] });
      break;
    }
    default:
      return;
  }
  void client.invalidateQueries({ queryKey: ['stats'] });
}

/** After a reconnect events may have been missed: everything live is fetched again. */
export function refreshLiveData(client: QueryClient): void {
  for (const key of ['portions', 'reservations', 'stats']) void client.invalidateQueries({ queryKey: [key] });
}

function patchItem<T extends { id: string }>(list: T[] | undefined, changes: Partial<T> & { id: string }): T[] | undefined {
  if (!Array.isArray(list)) return list;
  return list.map((item) => (item.id === changes.id ? { ...item, ...changes } : item));
}
