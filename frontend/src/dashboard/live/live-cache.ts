import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from './sse';
import type { CounterReservation, Portion, PortionReservation, Reservation } from '../queries';
import { isOpen, isReservable } from '../portions/portion-status';

/** Statistics are fetched again at most this often while events arrive. */
export const STATS_INTERVAL_MS = 30_000;

/**
 * What a `reservation.updated` carries: the reservation in the shape of each list the viewer may read, and its
 * portion's new state (absent when the portion is gone).
 */
interface ReservationEventData {
  id?: string;
  portionId: string;
  portion?: Portion;
  mine?: Reservation;
  handover?: PortionReservation;
  counter?: CounterReservation & { locationId: string };
}

type PortionFilter = { available?: boolean; locationId?: string };

export interface LiveCacheOptions {
  /** The viewer's role: a staff member's `available` list keeps fully booked portions on offer (to join their waiting list). */
  role?: () => string | undefined;
  /** How many items the portion and reservation lists (all but the counter's) ask for: a full page may have more after it. */
  pageSize?: number;
  now?: () => number;
}

/**
 * Keeps the dashboard's cached lists equal to the server's from the live stream alone: each event carries its portion's
 * or reservation's new state in the lists' own shapes (a reservation's with its portion's), and the cache is patched in place, entering or leaving each list
 * by its filter and at its place in the list's order. Nothing is fetched, except
 * - once after a gap in the event numbers (a missed event, a reconnect that missed some, the first connection),
 * - the statistics, at most once per STATS_INTERVAL_MS while events arrive,
 * - a portion list in which the viewer waits for that portion: events carry no one's place on its waiting list, and the
 *   viewer's may have moved (only those waiting fetch, and only for their portion),
 * - a list read as a full first page (`pageSize` items: the server may hold more) that an item leaves, or in which an item
 *   moves to the last place: what follows on the server is not in the cache. An item entering a full page pushes its last
 *   one out.
 *
 * The query keys are those of `keys` in ../queries.ts: `['portions', tenant, filter]` (and a label's single portion
 * `['portions', tenant, 'label', id]`), `['reservations', 'mine']`, `['reservations', 'portion', tenant, portion]` (the open
 * ones) and `['reservations', 'counter', tenant, location]`; statistics live under `['stats']`.
 */
export class LiveCache {
  /** The last event number applied; null before the first connection's first frame. */
  private last: number | null = null;
  /** The next frame is a connection's first, which carries the tenant's current number. */
  private opening = true;
  /** When the current connection opened: from then on no event is missed. */
  private openedAt = 0;
  /** Events received while a fetch after a gap runs: applied again once it is done, as the fetch may have read before them. */
  private replay: LiveEvent[] | null = null;
  private statsFetchedAt = -Infinity;
  private statsTimer: ReturnType<typeof setTimeout> | null = null;

  private readonly now: () => number;
  private readonly role: () => string | undefined;
  private readonly pageSize: number;

  constructor(
    private readonly client: QueryClient,
    { now = Date.now, role = () => undefined, pageSize = Infinity }: LiveCacheOptions = {},
  ) {
    this.now = now;
    this.role = role;
    this.pageSize = pageSize;
  }

  /** A (re)connection: its first frame says whether events were missed meanwhile. */
  opened(): void {
    this.opening = true;
    this.openedAt = this.now();
  }

  receive(event: LiveEvent): void {
    if (event.id !== null) {
      const expected = this.opening ? this.last : this.last! + 1;
      const opening = this.opening;
      this.opening = false;
      // A number already applied arrives again only around a reconnect: nothing new.
      if (!opening && this.last !== null && event.id <= this.last) return;
      const first = this.last === null;
      this.last = event.id;
      // On the first connection only what was read before it opened (or is being read) may lack an event.
      if (first) return this.fetchAfterGap((query) => query.state.dataUpdatedAt < this.openedAt || query.state.fetchStatus === 'fetching');
      if (event.id !== expected) return this.fetchAfterGap();
    }
    if (this.replay) this.replay.push(event);
    this.apply(event);
  }

  /** Stops the statistics timer (a screen or a bench client going away). */
  dispose(): void {
    if (this.statsTimer) clearTimeout(this.statsTimer);
    this.statsTimer = null;
  }

  private apply(event: LiveEvent): void {
    switch (event.type) {
      case 'portion.created':
      case 'portion.updated':
        this.applyPortion(event.data as Portion);
        break;
      case 'reservation.updated': {
        const change = event.data as ReservationEventData;
        if (change.portion) this.applyPortion(change.portion);
        this.applyReservation(change);
        break;
      }
      case 'resync':
        return this.fetchAfterGap();
      default:
        return;
    }
    this.statsChanged();
  }

  private applyPortion(portion: Portion): void {
    for (const query of this.queries('portions')) {
      const key = query.queryKey;
      if (key[1] !== portion.tenantId) continue;
      if (key[2] === 'label') {
        if (key[3] === portion.id) setData(query, portion);
        continue;
      }
      const filter = (key[2] ?? {}) as PortionFilter;
      const order = filter.available ? bySoonestEnd : byNewest;
      const list = query.state.data as Portion[] | undefined;
      if (!list) continue;
      if (list.some((item) => item.id === portion.id && item.waitlistPosition !== null)) {
        void this.client.invalidateQueries({ queryKey: key, exact: true });
        continue;
      }
      const fullyBookedListed = this.role() === 'staff';
      this.placeInPage(query, portion, matches(portion, filter, fullyBookedListed, this.now()) ? order : null);
    }
    const summary = {
      title: portion.title,
      locationId: portion.locationId,
      locationName: portion.locationName,
      availableUntil: portion.availableUntil,
      allergens: portion.allergens,
      mayContain: portion.mayContain,
      allergensDeclared: portion.allergensDeclared,
      diet: portion.diet,
      ingredients: portion.ingredients,
      storage: portion.storage,
      reheat: portion.reheat,
      status: portion.status,
      endedReason: portion.endedReason,
      iddsiLevel: portion.iddsiLevel,
    };
    const ended = Date.parse(portion.availableUntil) <= this.now();
    this.patchReservations<Reservation>(['reservations', 'mine'], portion.id, (reservation) => ({
      ...reservation,
      overdue: reservation.status === 'reserved' && ended,
      portion: summary,
    }));
    this.patchReservations<CounterReservation>(['reservations', 'counter', portion.tenantId], portion.id, (reservation) => ({
      ...reservation,
      portion: {
        title: portion.title,
        allergens: portion.allergens,
        mayContain: portion.mayContain,
        allergensDeclared: portion.allergensDeclared,
        availableUntil: portion.availableUntil,
        storage: portion.storage,
      },
    }));
  }

  private applyReservation({ mine, handover, counter }: ReservationEventData): void {
    for (const query of this.queries('reservations')) {
      const key = query.queryKey;
      if (mine && key[1] === 'mine') this.placeInPage(query, mine, byLatestReserved);
      if (handover && key[1] === 'portion' && key[3] === handover.portionId)
        this.placeInPage(query, handover, handover.status === 'reserved' ? byFirstReserved : null);
      // The counter's list is read whole (no page). A row that was on it and is no longer open stays in its place with
      // its new status: the counter screen shows it as done and lets it go itself (rows do not move under a finger).
      if (counter && key[1] === 'counter' && key[3] === counter.locationId) {
        const { locationId: _, ...item } = counter;
        const list = query.state.data as CounterReservation[] | undefined;
        const next =
          !list || item.status === 'reserved'
            ? list && place(list, item, byFirstReserved)
            : list.some((row) => row.id === item.id)
              ? list.map((row) => (row.id === item.id ? item : row))
              : list;
        if (next !== list) setData(query, next);
      }
    }
  }

  /** `place` in a list read as the first page (see the class): the new list, or one fetch where the page cannot tell. */
  private placeInPage<T extends { id: string }>(query: Query, item: T, order: Order<T> | null): void {
    const list = query.state.data as T[] | undefined;
    if (!list) return;
    const next = place(list, item, order);
    if (next === list) return;
    if (list.length < this.pageSize) {
      setData(query, next);
      return;
    }
    const page = next.slice(0, this.pageSize);
    const left = next.length < list.length;
    const movedToTheEnd = next.length === list.length && page[page.length - 1].id === item.id;
    if (left || movedToTheEnd) void this.client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    else setData(query, page);
  }

  /** Patches the lists under `prefix` that hold a reservation of the portion; the others are left alone (no update at all). */
  private patchReservations<T extends { portionId: string }>(prefix: QueryKey, portionId: string, patch: (item: T) => T): void {
    for (const query of this.client.getQueryCache().findAll({ queryKey: prefix })) {
      const list = query.state.data as T[] | undefined;
      if (list?.some((item) => item.portionId === portionId))
        setData(
          query,
          list.map((item) => (item.portionId === portionId ? patch(item) : item)),
        );
    }
  }

  private queries(root: string): Query[] {
    return this.client.getQueryCache().findAll({ queryKey: [root] });
  }

  /** Fetches the live lists (those `stale` picks) once; events that arrive meanwhile are applied again after it. */
  private fetchAfterGap(stale?: (query: Query) => boolean): void {
    if (this.replay) return;
    const replay: LiveEvent[] = (this.replay = []);
    void Promise.all([
      this.client.invalidateQueries({ queryKey: ['portions'], predicate: stale }),
      this.client.invalidateQueries({ queryKey: ['reservations'], predicate: stale }),
    ]).finally(() => {
      this.replay = null;
      for (const event of replay) this.apply(event);
    });
    // Statistics were just read with the screen, on the first connection.
    if (!stale) this.statsChanged();
  }

  /** Fetches the statistics now if the last fetch is STATS_INTERVAL_MS old, else once when it will be. */
  private statsChanged(): void {
    if (this.statsTimer) return;
    const wait = this.statsFetchedAt + STATS_INTERVAL_MS - this.now();
    const fetch = () => {
      this.statsTimer = null;
      this.statsFetchedAt = this.now();
      void this.client.invalidateQueries({ queryKey: ['stats'] });
    };
    if (wait <= 0) fetch();
    else this.statsTimer = setTimeout(fetch, wait);
  }
}

/**
 * What `QueryClient.setQueryData` does once it has found the query, on the query at hand: finding it again by its key's
 * hash, for each list of every event, was most of the cache's time with many clients in one process (bench:live-clients).
 */
function setData(query: Query, data: unknown): void {
  query.setData(data, { manual: true });
}

/**
 * Whether a portion belongs in a list with this filter, as the API's filter decides (see `reservable.ts` and
 * `list-portions.query.ts`): `available` means open and reservable, or only open in a staff member's list.
 */
function matches(portion: Portion, filter: PortionFilter, fullyBookedListed: boolean, now: number): boolean {
  if (filter.locationId !== undefined && portion.locationId !== filter.locationId) return false;
  if (!filter.available) return true;
  return fullyBookedListed ? isOpen(portion, now) : isReservable(portion, now);
}

type Order<T> = (a: T, b: T) => number;

/** The API's tie-break after each list's own order. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byNewest: Order<Portion> = (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byId(a, b);
const bySoonestEnd: Order<Portion> = (a, b) => Date.parse(a.availableUntil) - Date.parse(b.availableUntil) || byId(a, b);
const byLatestReserved: Order<Reservation> = (a, b) => Date.parse(b.reservedAt) - Date.parse(a.reservedAt) || byId(a, b);
const byFirstReserved: Order<{ id: string; reservedAt: string }> = (a, b) =>
  Date.parse(a.reservedAt) - Date.parse(b.reservedAt) || byId(a, b);

/** The list without the item, and with its new state at its place in `order` when it belongs there (order not null). */
export function place<T extends { id: string }>(list: T[], item: T, order: Order<T> | null): T[] {
  const rest = list.filter((other) => other.id !== item.id);
  if (!order) return rest.length === list.length ? list : rest;
  const at = rest.findIndex((other) => order(item, other) < 0);
  return at === -1 ? [...rest, item] : [...rest.slice(0, at), item, ...rest.slice(at)];
}
