import { expect, test } from '@playwright/test';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { LiveCache, STATS_INTERVAL_MS } from '../src/dashboard/live/live-cache';
import { parseBlock, type LiveEvent } from '../src/dashboard/live/sse';
import { PAGE_SIZE, type Portion, type PortionReservation, type Reservation } from '../src/dashboard/queries';

// The cache module alone, without a browser or a server: each test's lists are queries whose fetches are counted.

const TENANT = 't1';
// The cache compares with its own clock; TanStack stamps data with the real one, so both start at the real time.
const NOW = Date.now();
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();

function portion(id: string, changes: Partial<Portion> = {}): Portion {
  return {
    id,
    tenantId: TENANT,
    locationId: 'l1',
    locationName: 'Keuken',
    title: `Portie ${id}`,
    totalQuantity: 5,
    availableQuantity: 5,
    reservedQuantity: 0,
    pickedUpQuantity: 0,
    availableUntil: hours(2),
    status: 'available',
    createdAt: hours(-1),
    allergens: [],
    mayContain: [],
    allergensDeclared: true,
    diet: [],
    storage: null,
    reheat: false,
    waitlistPosition: null,
    ...changes,
  } as Portion;
}

async function setup(lists: Record<string, unknown[]>, role = 'kitchen') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const fetches: string[] = [];
  let now = NOW;
  for (const [name, data] of Object.entries(lists)) {
    const queryKey = JSON.parse(name) as QueryKey;
    client.setQueryData(queryKey, data);
    // An observer makes the query active, as a mounted screen does: invalidating it fetches.
    new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        fetches.push(name);
        return data;
      },
    }).subscribe(() => undefined);
  }
  now = Date.now() + 1;
  const cache = new LiveCache(client, { now: () => now, role: () => role, pageSize: PAGE_SIZE });
  // The first connection fetches every list read before it once; then the cache is in step with the server at event 10.
  cache.opened();
  cache.receive({ type: null, id: 10, data: null });
  await expect.poll(() => fetches.length).toBe(Object.keys(lists).filter((name) => !name.startsWith('["stats"')).length);
  fetches.length = 0;
  now += STATS_INTERVAL_MS;
  return {
    client,
    cache,
    fetches,
    list: <T>(name: string) => client.getQueryData<T[]>(JSON.parse(name) as QueryKey)!,
    advance: (ms: number) => (now += ms),
  };
}

const KITCHEN = JSON.stringify(['portions', TENANT, {}]);
const STAFF = JSON.stringify(['portions', TENANT, { available: true, locationId: 'l1' }]);
const MINE = JSON.stringify(['reservations', 'mine']);
const HANDOVER = JSON.stringify(['reservations', 'portion', TENANT, 'p1']);
const STATS = JSON.stringify(['stats', TENANT, 'totals']);
const event = (id: number, type: string, data: unknown): LiveEvent => ({ id, type, data });

const COUNTER = JSON.stringify(['reservations', 'counter', TENANT, 'l1']);

test('the counter’s list keeps a row handed over elsewhere in its place, marked with its new status; a new reservation enters in order', async () => {
  const row = (id: string, reservedAt: string, status = 'reserved') => ({
    id,
    portionId: 'p1',
    pickupCode: id.toUpperCase(),
    reservedAt,
    status,
  });
  const { cache, fetches, list } = await setup({ [COUNTER]: [row('r1', hours(-3)), row('r2', hours(-2)), row('r3', hours(-1))] });
  cache.receive(
    event(11, 'reservation.updated', { id: 'r2', portionId: 'p1', counter: { ...row('r2', hours(-2), 'picked_up'), locationId: 'l1' } }),
  );
  expect(list<{ id: string; status: string }>(COUNTER).map((r) => [r.id, r.status])).toEqual([
    ['r1', 'reserved'],
    ['r2', 'picked_up'],
    ['r3', 'reserved'],
  ]);
  // Another location's counter and a reservation never on this list change nothing.
  cache.receive(
    event(12, 'reservation.updated', { id: 'r9', portionId: 'p1', counter: { ...row('r9', hours(0), 'cancelled'), locationId: 'l1' } }),
  );
  cache.receive(event(13, 'reservation.updated', { id: 'r4', portionId: 'p2', counter: { ...row('r4', hours(-4)), locationId: 'l2' } }));
  cache.receive(event(14, 'reservation.updated', { id: 'r5', portionId: 'p1', counter: { ...row('r5', hours(-2.5)), locationId: 'l1' } }));
  expect(list<{ id: string }>(COUNTER).map((r) => r.id)).toEqual(['r1', 'r5', 'r2', 'r3']);
  expect(fetches).toEqual([]);
});

test('a new portion enters each list at its place in that list’s order, without a fetch', async () => {
  const { cache, fetches, list } = await setup({
    [KITCHEN]: [portion('a', { createdAt: hours(-1) }), portion('c', { createdAt: hours(-3) })],
    [STAFF]: [portion('a', { availableUntil: hours(1) }), portion('c', { availableUntil: hours(3) })],
  });
  cache.receive(event(11, 'portion.created', portion('b', { createdAt: hours(-2), availableUntil: hours(2) })));
  expect(list<Portion>(KITCHEN).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  expect(list<Portion>(STAFF).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  // Another location's portion is not in the staff list filtered to l1.
  cache.receive(event(12, 'portion.created', portion('d', { locationId: 'l2', createdAt: hours(0) })));
  expect(list<Portion>(STAFF).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  expect(list<Portion>(KITCHEN).map((p) => p.id)).toEqual(['d', 'a', 'b', 'c']);
  expect(fetches).toEqual([]);
});

test('a sold-out or withdrawn portion leaves a kitchen’s reservable list and is updated in place in its full one', async () => {
  const { cache, fetches, list } = await setup({
    [KITCHEN]: [portion('a'), portion('b', { createdAt: hours(-2) })],
    [STAFF]: [portion('a'), portion('b', { availableUntil: hours(3) })],
    [MINE]: [{ id: 'r1', portionId: 'a', status: 'reserved', overdue: false, reservedAt: hours(-1), portion: { title: 'oud' } }],
  });
  cache.receive(event(11, 'portion.updated', portion('a', { availableQuantity: 0, reservedQuantity: 5 })));
  expect(list<Portion>(STAFF).map((p) => p.id)).toEqual(['b']);
  expect(list<Portion>(KITCHEN)[0]).toMatchObject({ id: 'a', availableQuantity: 0 });
  expect(list<Reservation>(MINE)[0].portion).toMatchObject({ title: 'Portie a', status: 'available' });
  cache.receive(event(12, 'portion.updated', portion('b', { status: 'expired' })));
  expect(list<Portion>(STAFF)).toEqual([]);
  expect(list<Portion>(KITCHEN).map((p) => [p.id, p.status])).toEqual([
    ['a', 'available'],
    ['b', 'expired'],
  ]);
  expect(fetches).toEqual([]);
});

test('a full first page keeps its size: an entering portion pushes the last out; one leaving or moving last fetches that list once', async () => {
  // PAGE_SIZE portions, newest first, each an hour older than the one before: the server holds more beyond the page.
  const page = Array.from({ length: PAGE_SIZE }, (_, i) =>
    portion(`p${i}`, { createdAt: hours(-1 - i), availableUntil: hours(1 + i / 1000) }),
  );
  const { cache, fetches, list } = await setup({ [KITCHEN]: page, [STAFF]: page });
  cache.receive(event(11, 'portion.created', portion('new', { createdAt: hours(0), availableUntil: hours(3) })));
  expect(list<Portion>(KITCHEN)).toHaveLength(PAGE_SIZE);
  expect(list<Portion>(KITCHEN)[0].id).toBe('new');
  expect(list<Portion>(KITCHEN).some((p) => p.id === `p${PAGE_SIZE - 1}`)).toBe(false);
  // Ending after every portion of the staff's page, it may be preceded by ones beyond it: not in the page.
  expect(list<Portion>(STAFF)).toEqual(page);
  expect(fetches).toEqual([]);
  cache.receive(event(12, 'portion.updated', portion('p0', { createdAt: hours(-1), status: 'expired' })));
  await expect.poll(() => fetches).toEqual([STAFF]);
  fetches.length = 0;
  cache.receive(event(13, 'portion.updated', portion('p1', { createdAt: hours(-2), availableUntil: hours(4) })));
  await expect.poll(() => fetches).toEqual([STAFF]);
});

test('a staff member’s list keeps a fully booked portion on offer, and fetches only where they wait', async () => {
  const { cache, fetches, list } = await setup(
    { [STAFF]: [portion('a'), portion('b', { availableUntil: hours(3), availableQuantity: 0, waitlistPosition: 2 })] },
    'staff',
  );
  cache.receive(event(11, 'portion.updated', portion('a', { availableQuantity: 0, reservedQuantity: 5 })));
  expect(list<Portion>(STAFF).map((p) => [p.id, p.availableQuantity])).toEqual([
    ['a', 0],
    ['b', 0],
  ]);
  expect(fetches).toEqual([]);
  // Events carry no one's place in the line: who waits for b reads the list again when b changes.
  cache.receive(event(12, 'portion.updated', portion('b', { availableUntil: hours(3), availableQuantity: 1 })));
  await expect.poll(() => fetches).toEqual([STAFF]);
  cache.receive(event(13, 'portion.updated', portion('a', { status: 'expired' })));
  expect(list<Portion>(STAFF).map((p) => p.id)).toEqual(['b']);
});

test('a reservation is patched into the lists whose shapes it carries; a handed-over one leaves the open list', async () => {
  const held = { id: 'r1', portionId: 'p1', status: 'reserved', reservedAt: hours(-1), holderName: 'Sanne de Vries', pickupCode: 'K7PX' };
  const { cache, fetches, list } = await setup({ [MINE]: [], [HANDOVER]: [held] });
  const later = { ...held, id: 'r2', reservedAt: hours(-0.5), holderName: 'Ayşe Yılmaz' };
  cache.receive(event(11, 'reservation.updated', { id: 'r2', portionId: 'p1', handover: later }));
  expect(list<PortionReservation>(HANDOVER).map((r) => r.id)).toEqual(['r1', 'r2']);
  cache.receive(event(12, 'reservation.updated', { id: 'r1', portionId: 'p1', handover: { ...held, status: 'picked_up' } }));
  expect(list<PortionReservation>(HANDOVER).map((r) => r.id)).toEqual(['r2']);
  // The owner's own shape goes to "Mijn reserveringen", newest first.
  cache.receive(event(13, 'reservation.updated', { id: 'r3', portionId: 'p1', mine: { id: 'r3', portionId: 'p1', reservedAt: hours(0) } }));
  expect(list<Reservation>(MINE).map((r) => r.id)).toEqual(['r3']);
  expect(fetches).toEqual([]);
});

test("one reservation event patches its portion too: another person's reservation reaches staff as its portion", async () => {
  const { cache, fetches, list } = await setup(
    { [STAFF]: [portion('a'), portion('b', { availableUntil: hours(3) })], [MINE]: [] },
    'staff',
  );
  cache.receive(event(11, 'reservation.updated', { portionId: 'a', portion: portion('a', { availableQuantity: 4, reservedQuantity: 1 }) }));
  expect(list<Portion>(STAFF).map((p) => [p.id, p.availableQuantity])).toEqual([
    ['a', 4],
    ['b', 5],
  ]);
  // The owner's event carries their reservation and its portion: both lists change, nothing is fetched.
  const mine = { id: 'r1', portionId: 'b', reservedAt: hours(0), status: 'reserved' };
  cache.receive(
    event(12, 'reservation.updated', {
      id: 'r1',
      portionId: 'b',
      mine,
      portion: portion('b', { availableUntil: hours(3), availableQuantity: 3 }),
    }),
  );
  expect(list<Portion>(STAFF).map((p) => [p.id, p.availableQuantity])).toEqual([
    ['a', 4],
    ['b', 3],
  ]);
  expect(list<Reservation>(MINE).map((r) => r.id)).toEqual(['r1']);
  expect(fetches).toEqual([]);
});

test('frames with only a number advance the sequence; a gap fetches the lists once', async () => {
  const { cache, fetches, list } = await setup({ [KITCHEN]: [portion('a')] });
  cache.receive(parseBlock('id: 11')!);
  cache.receive(parseBlock(`event: portion.updated\nid: 12\ndata: ${JSON.stringify(portion('a', { title: 'Soep' }))}`)!);
  expect(list<Portion>(KITCHEN)[0].title).toBe('Soep');
  expect(fetches).toEqual([]);
  // 13 was missed: the lists are fetched, once, however many events follow during the fetch.
  cache.receive(event(14, 'portion.updated', portion('a', { title: 'Stamppot' })));
  cache.receive(event(15, 'portion.updated', portion('a', { title: 'Stamppot' })));
  await expect.poll(() => fetches).toEqual([KITCHEN]);
  // A number seen before (around a reconnect) changes nothing.
  cache.receive(event(15, 'portion.updated', portion('a', { title: 'Oud' })));
  // The fetch answers with what the server had before 15; 15 is applied again after it.
  await expect.poll(() => list<Portion>(KITCHEN)[0].title).toBe('Stamppot');
});

test('a reconnect whose first number is the last one seen fetches nothing; a higher one fetches once', async () => {
  const { cache, fetches } = await setup({ [KITCHEN]: [portion('a')] });
  cache.opened();
  cache.receive({ type: null, id: 10, data: null });
  expect(fetches).toEqual([]);
  cache.opened();
  cache.receive({ type: null, id: 13, data: null });
  await expect.poll(() => fetches).toEqual([KITCHEN]);
});

test('statistics are fetched at most once per 30 s while events arrive', async () => {
  const { cache, fetches, advance } = await setup({ [STATS]: [] });
  for (let id = 11; id <= 20; id++) cache.receive(event(id, 'portion.updated', portion('a')));
  await expect.poll(() => fetches).toEqual([STATS]);
  advance(STATS_INTERVAL_MS / 2);
  cache.receive(event(21, 'portion.updated', portion('a')));
  expect(fetches).toEqual([STATS]);
  cache.dispose();
});
