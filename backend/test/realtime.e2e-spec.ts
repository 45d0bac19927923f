import { jest } from '@jest/globals';
import net from 'node:net';
import { ALLERGENS, INGREDIENTS_MAX } from '../src/domain/portions/food-information.js';
import { DESCRIPTION_MAX, TITLE_MAX } from '../src/domain/portions/portion.js';
import pg from 'pg';
import request from 'supertest';
import { Subject } from 'rxjs';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import {
  LivePayloadSource,
  type LiveNotice,
  type LivePayload,
  type ReservationLiveData,
} from '../src/infrastructure/platform/realtime/live-events.js';
import { LIVE_EVENTS_CHANNEL } from '../src/infrastructure/platform/realtime/pg-live-event-bus.js';
import {
  FLUSH_INTERVAL_MS,
  HEARTBEAT_MS,
  LiveStreamHub,
  MAX_UNREAD_BYTES,
  type StreamTarget,
} from '../src/infrastructure/platform/realtime/live-stream-hub.js';
import type { PgLiveEventBus } from '../src/infrastructure/platform/realtime/pg-live-event-bus.js';
import { SessionEnd } from '../src/infrastructure/platform/auth/session-end.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, HOUR, listen, offerPortion, reserve, TestClock, type StreamEvent } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { waitUntil } from './support/wait.js';

const WAIT_MS = 1000;

describe('live events', () => {
  const clock = new TestClock();
  let t: TestApp;
  let second: TestApp;
  let urlA: string;
  let urlB: string;
  let a: TenantFixture;
  let b: TenantFixture;
  const streams: EventStream[] = [];

  /** Opens a stream and waits for its opening comment, so that it is subscribed before anything happens. */
  async function open(url: string, token: string, lastEventId?: number): Promise<EventStream> {
    const stream = await EventStream.open(url, token, undefined, lastEventId);
    streams.push(stream);
    // The opening comment and the frame with the current number come as one.
    await stream.waitFor(() => stream.comments.includes('connected') && stream.ids.length > 0, WAIT_MS, 'opening comment');
    return stream;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    second = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret, clock });
    urlA = await listen(t);
    urlB = await listen(second);
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await second.close();
    await t.close();
  });

  it('answers 401 without a token and 403 for a superadmin, who has no tenant', async () => {
    expect((await EventStream.open(urlA)).response.status).toBe(401);
    const superadmin = await createSuperadmin(t);
    const refused = await EventStream.open(urlA, superadmin.token);
    expect(refused.response.status).toBe(403);
  });

  it('streams text/event-stream to a tenant user', async () => {
    const stream = await open(urlA, a.tokens.staff);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    // The head is written by hand: it still carries the security headers and a date, and a chunked body.
    const headers = stream.response.headers;
    expect(headers.get('transfer-encoding')).toBe('chunked');
    expect(headers.get('cache-control')).toContain('no-store');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Date(headers.get('date')!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await stream.waitFor(() => stream.comments.includes('connected'), WAIT_MS, 'the connected comment');
  });

  it("a client on instance B gets a reservation made on instance A within 1 s, with its portion's new state", async () => {
    const portion = await offerPortion(t, a, clock, { totalQuantity: 4 });
    const onB = await open(urlB, a.tokens.staff);
    await reserve(t, a.tokens.staff, portion.id).expect(201);
    const event = await onB.next(
      (e) => e.type === 'reservation.updated' && e.data.portionId === portion.id,
      WAIT_MS,
      'reservation.updated on instance B',
    );
    expect(event.data.portion).toMatchObject({ availableQuantity: 3, reservedQuantity: 1, status: 'available', title: 'Lasagne' });
  });

  it('portion.created reaches the tenant when the kitchen offers a portion, as the list answers it', async () => {
    const stream = await open(urlB, a.tokens.staff);
    const portion = await offerPortion(t, a, clock, { allergens: ['Noten'], diet: ['halal'], storage: 'hot' });
    const event = await stream.next((e) => e.type === 'portion.created', WAIT_MS, 'portion.created');
    const list = await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(a.tokens.staff)).expect(200);
    expect(event.data).toEqual(list.body.find((item: { id: string }) => item.id === portion.id));
    expect(event.data).toMatchObject({ allergens: ['nuts'], diet: ['halal'], storage: 'hot', locationId: a.locationId });
  });

  it("a reservation's events carry each list's own item: the owner's, the kitchen's hand-over and counter lists", async () => {
    const owner = await open(urlA, a.tokens.staff);
    const kitchen = await open(urlB, a.tokens.kitchen);
    const portion = await offerPortion(t, a, clock);
    const reservation = await reserve(t, a.tokens.staff, portion.id).expect(201);
    const isIt = (e: StreamEvent) => e.type === 'reservation.updated' && e.data.id === reservation.body.id;
    const [ownerEvent, kitchenEvent] = await Promise.all([
      owner.next(isIt, WAIT_MS, "the owner's reservation.updated"),
      kitchen.next(isIt, WAIT_MS, "the kitchen's reservation.updated"),
    ]);
    const get = async (path: string, token: string) =>
      (await request(t.http).get(path).set(bearer(token)).expect(200)).body as { id: string }[];
    const find = (items: { id: string }[]) => items.find((item) => item.id === reservation.body.id);
    const tenantPath = `/api/protected/tenants/${a.tenantId}`;
    // One event: the reservation in each list's shape, and its portion as the portion lists answer it.
    const portionNow = (await get(`${tenantPath}/portions`, a.tokens.staff)).find((item) => item.id === portion.id);
    expect(ownerEvent.data).toEqual({
      id: reservation.body.id,
      portionId: portion.id,
      mine: find(await get('/api/protected/reservations', a.tokens.staff)),
      portion: portionNow,
    });
    expect(kitchenEvent.data).toEqual({
      id: reservation.body.id,
      portionId: portion.id,
      portion: portionNow,
      handover: find(await get(`${tenantPath}/portions/${portion.id}/reservations`, a.tokens.kitchen)),
      counter: {
        ...find(await get(`${tenantPath}/locations/${a.locationId}/open-reservations`, a.tokens.kitchen)),
        locationId: a.locationId,
      },
    });
    // Staff never get another person's name or pick-up code; the owner's event has no name at all.
    expect(JSON.stringify(ownerEvent.data)).not.toContain('holderName');
  });

  it("numbers the events of a tenant 1, 2, 3 on every instance; other people's reservations reach staff as their portion only", async () => {
    const onA = await open(urlA, a.tokens.staff);
    const onB = await open(urlB, a.tokens.admin);
    const otherTenant = await open(urlB, b.tokens.staff);
    const [first] = onA.ids;
    expect(onB.ids).toEqual([first]);
    const portion = await offerPortion(t, a, clock);
    // The kitchen's own reservation: the staff member sees its portion change, never whose reservation it was.
    const mine = await request(second.http)
      .post('/api/protected/reservations')
      .set(bearer(a.tokens.kitchen))
      .send({ portionId: portion.id, quantity: 1 })
      .expect(201);
    await reserve(t, a.tokens.staff, portion.id).expect(201);
    const expected = Array.from({ length: 4 }, (_, i) => first + i);
    await onA.waitFor(() => onA.ids.length === 4, WAIT_MS, 'four numbers on A');
    await onB.waitFor(() => onB.ids.length === 4, WAIT_MS, 'four numbers on B');
    expect(onA.ids).toEqual(expected);
    expect(onB.ids).toEqual(expected);
    const kitchensReservation = first + 2;
    expect(onA.events.find((e) => e.id === kitchensReservation)?.data).toEqual({
      portionId: portion.id,
      // Its state when the event was read: the staff member's own reservation may already count.
      portion: expect.objectContaining({ id: portion.id }),
    });
    expect(onB.events.find((e) => e.id === kitchensReservation)).toMatchObject({ type: 'reservation.updated', data: { id: mine.body.id } });
    // Another tenant's numbers are its own, and none of a's reach it.
    expect(otherTenant.ids).toHaveLength(1);
    // A reconnect learns the current number at once: equal to the last it saw when it missed nothing.
    const again = await open(urlB, a.tokens.staff, first + 3);
    expect(again.ids).toEqual([first + 3]);
  });

  it('an instance reads payloads only for the tenants its streams watch: once per batch, never per viewer', async () => {
    const c = await createTenant(t);
    const reads = (app: TestApp) => {
      const source = app.app.get(LivePayloadSource);
      return jest.spyOn(source, 'read');
    };
    const [readsOnA, readsOnB] = [reads(t), reads(second)];
    try {
      const viewers = await Promise.all([c.tokens.staff, c.tokens.kitchen, c.tokens.admin].map((token) => open(urlB, token)));
      const portion = await offerPortion(t, c, clock, { totalQuantity: 3 });
      const reservation = await reserve(t, c.tokens.staff, portion.id).expect(201);
      await Promise.all(viewers.map((viewer) => viewer.waitFor(() => viewer.ids.length === 3, WAIT_MS, 'two events')));
      const readIdsOf = (spy: typeof readsOnA) =>
        spy.mock.calls.flatMap(([refs]) => refs.filter((ref) => ref.tenantId === c.tenantId).map((ref) => ref.subjectId));
      // Instance A, where the changes were made, has no viewer of c: it read nothing of c's.
      expect(readIdsOf(readsOnA)).toEqual([]);
      // Instance B read each event's subject once for its three viewers.
      expect(readIdsOf(readsOnB).sort()).toEqual([portion.id, reservation.body.id].sort());
    } finally {
      readsOnA.mockRestore();
      readsOnB.mockRestore();
    }
  });

  it('two instances, viewers on one only: every event of both arrives once, in order', async () => {
    const c = await createTenant(t);
    const viewer = await open(urlB, c.tokens.admin);
    const [first] = viewer.ids;
    const portion = await offerPortion(t, c, clock, { totalQuantity: 6 });
    // Reserved on A, reserved on B, cancelled on B: each sends one reservation.updated with its portion. An event carries
    // the state when it is read: each change waits for the previous one's event.
    const arrived = (count: number) => viewer.waitFor(() => viewer.ids.length === count, WAIT_MS, `${count - 1} events`);
    await arrived(2);
    const staffs = await reserve(t, c.tokens.staff, portion.id).expect(201);
    await arrived(3);
    await reserve(second, c.tokens.kitchen, portion.id).expect(201);
    await arrived(4);
    await request(second.http)
      .patch(`/api/protected/reservations/${staffs.body.id}/status`)
      .set(bearer(c.tokens.staff))
      .send({ status: 'cancelled' })
      .expect(200);
    await viewer.waitFor(() => viewer.ids.length === 5, WAIT_MS, 'four events');
    expect(viewer.ids).toEqual(Array.from({ length: 5 }, (_, i) => first + i));
    const availability = viewer.events
      .filter((e) => e.type === 'reservation.updated')
      .map((e) => (e.data.portion as { availableQuantity: number }).availableQuantity);
    expect(availability).toEqual([5, 4, 5]);
  });

  it('a notification between instances carries identifiers only, under 300 bytes for the largest event', async () => {
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    const sizes: number[] = [];
    listener.on('notification', (message) => {
      if (message.channel === LIVE_EVENTS_CHANNEL) sizes.push(Buffer.byteLength(message.payload ?? ''));
    });
    try {
      await listener.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
      // The largest payloads: a portion with every allergen and long texts, and a reservation of it.
      const portion = await offerPortion(t, a, clock, {
        title: 'x'.repeat(TITLE_MAX),
        description: 'y'.repeat(DESCRIPTION_MAX),
        allergens: [...ALLERGENS],
        ingredients: 'z'.repeat(INGREDIENTS_MAX),
      });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      await waitUntil(() => sizes.length >= 2, 'the portion.created and the reservation.updated');
      expect(Math.max(...sizes)).toBeLessThanOrEqual(300);
    } finally {
      await listener.end();
    }
  });

  it('never sends an event of another tenant', async () => {
    const other = await open(urlB, b.tokens.kitchen);
    await offerPortion(t, a, clock, { title: 'Van A' });
    // NOTIFY delivers in commit order on one connection: b's own later event arriving first proves a's never came.
    const marker = await offerPortion(t, b, clock, { title: 'Van B' });
    await other.next((e) => e.data.id === marker.id, WAIT_MS, "b's own portion.created");
    expect(other.events.map((e) => e.data.title)).toEqual(['Van B']);
  });

  it('reservation.updated goes to the owner and to kitchen, not to other staff', async () => {
    const owner = await open(urlA, a.tokens.staff);
    const kitchen = await open(urlB, a.tokens.kitchen);
    const portion = await offerPortion(t, a, clock);
    const reservation = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
    const item = (e: StreamEvent) => (e.data.mine ?? e.data.handover) as Record<string, unknown>;
    const byId = (status: string) => (e: StreamEvent) =>
      e.type === 'reservation.updated' && e.data.id === reservation.body.id && item(e).status === status;
    // An event carries the state when it goes out, after the answer: wait for it before changing the state again.
    for (const stream of [owner, kitchen]) await stream.next(byId('reserved'), WAIT_MS, 'reservation.updated reserved');
    await request(t.http)
      .patch(`/api/protected/reservations/${reservation.body.id}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'picked_up' })
      .expect(200);
    for (const stream of [owner, kitchen]) {
      const pickedUp = await stream.next(byId('picked_up'), WAIT_MS, 'reservation.updated picked_up');
      expect(item(pickedUp)).toMatchObject({ userId: a.userIds.staff, quantity: 2, pickedUpAt: expect.any(String) });
    }
    // The kitchen's own reservation is the marker for the other stream: staff without it see only the portion change.
    const ownerMarker = await reserve(t, a.tokens.kitchen, portion.id).expect(201);
    await kitchen.next((e) => e.type === 'reservation.updated' && e.data.id === ownerMarker.body.id, WAIT_MS, "kitchen's reservation");
    await owner.next(
      (e) => e.type === 'reservation.updated' && (e.data.portion as { availableQuantity: number } | undefined)?.availableQuantity === 7,
      WAIT_MS,
      'the count dropping',
    );
    expect(owner.events.some((e) => e.type === 'reservation.updated' && e.data.id === ownerMarker.body.id)).toBe(false);
  });

  it('the expiry job announces each portion it expires', async () => {
    const stream = await open(urlA, a.tokens.staff);
    const portion = await offerPortion(t, a, clock, { availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() });
    clock.advance(HOUR);
    await t.app.get(ExpirePortionsUseCase).execute();
    const event = await stream.next((e) => e.type === 'portion.updated' && e.data.id === portion.id, WAIT_MS, 'the expiry');
    expect(event.data.status).toBe('expired');
  });

  it('a failed reservation sends nothing: events leave only with a committed change', async () => {
    const stream = await open(urlA, a.tokens.kitchen);
    const portion = await offerPortion(t, a, clock, { totalQuantity: 1 });
    await reserve(t, a.tokens.staff, portion.id, 2).expect(409);
    const marker = await offerPortion(t, a, clock);
    await stream.next((e) => e.data.id === marker.id, WAIT_MS, 'the marker');
    expect(stream.events.filter((e) => e.type !== 'portion.created')).toEqual([]);
  });

  it('a client that closes its side, or goes away, leaves no stream and no session behind', async () => {
    const hub = t.app.get(LiveStreamHub);
    const sessions = t.app.get(SessionEnd);
    const [streamsBefore, sessionsBefore] = [hub.openStreams, sessions.openSessions];
    const forgotten = () => hub.openStreams === streamsBefore && sessions.openSessions === sessionsBefore;
    // The stream's connection is out of the HTTP server: its own end is what the server listens for.
    const { hostname, port } = new URL(urlA);
    const client = net.connect(Number(port), hostname);
    let received = '';
    client.setEncoding('utf8').on('data', (text: string) => (received += text));
    client.write(`GET /api/protected/events HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${a.tokens.staff}\r\n\r\n`);
    await waitUntil(() => received.includes(': connected'), 'the stream opened');
    expect([hub.openStreams, sessions.openSessions]).toEqual([streamsBefore + 1, sessionsBefore + 1]);
    let closed = false;
    client.once('close', () => (closed = true)).end();
    await waitUntil(() => closed, 'the server ended the half-closed stream');
    expect(received.endsWith('\r\n0\r\n\r\n')).toBe(true);
    await waitUntil(forgotten, 'the half-closed stream forgotten');

    const gone = await open(urlA, a.tokens.staff);
    expect(hub.openStreams).toBe(streamsBefore + 1);
    gone.close();
    await waitUntil(forgotten, 'the stream of a client that went away forgotten');
  });

  it('closing the app ends its open streams, so that shutdown does not hang', async () => {
    const third = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret });
    const stream = await open(await listen(third), a.tokens.staff);
    await third.close();
    await stream.ended;
    expect(stream.comments).toContain('connected');
  });
});

/** A connection that records the chunks written to it, unframed after checking their framing. */
class RecordingTarget implements StreamTarget {
  readonly chunks: string[] = [];
  /** The chunks that went out on their own, not gathered with others under a cork. */
  readonly uncorkedChunks: string[] = [];
  ended = false;
  writableLength = 0;
  corks = 0;

  cork(): void {
    this.corks++;
  }

  uncork(): void {
    this.corks--;
  }

  write(bytes: Buffer): boolean {
    const framed = /^([0-9a-f]+)\r\n([^]*)\r\n$/.exec(bytes.toString());
    expect(framed).not.toBeNull();
    const [, length, text] = framed!;
    expect(Buffer.byteLength(text)).toBe(parseInt(length, 16));
    this.chunks.push(text);
    if (this.corks === 0) this.uncorkedChunks.push(text);
    return true;
  }

  end(bytes: Buffer): void {
    expect(bytes.toString()).toBe('0\r\n\r\n');
    this.ended = true;
  }
}

describe('live stream hub', () => {
  const portion = { id: 'p', title: 'Soep', availableQuantity: 1 };
  const screen = { id: 'p', title: 'Soep', availableQuantity: 1, status: 'available' };
  const reservation = {
    id: 'r',
    portionId: 'p',
    mine: { id: 'r', pickupCode: 'K7PX' },
    handover: { id: 'r', holderName: 'Sanne de Vries', pickupCode: 'K7PX' },
    counter: { id: 'r', holderName: 'Sanne de Vries', locationId: 'l' } as ReservationLiveData['counter'],
  };
  const booked = { ...portion, availableQuantity: 0 };
  const bookedScreen = { ...screen, availableQuantity: 0 };
  const payloadOf: Record<string, LivePayload> = {
    p: { kind: 'portion', locationId: 'l1', data: portion, screen },
    r: { kind: 'reservation', holderId: 'owner', data: reservation, portion: { locationId: 'l1', data: booked, screen: bookedScreen } },
  };
  /** What the hub asked the payload source for, one list per read. */
  let reads: string[][];
  let notices$: Subject<LiveNotice>;
  let hub: LiveStreamHub;
  const portionNotice = (seq: number, tenantId = 't1'): LiveNotice => ({ type: 'portion.updated', tenantId, seq, subjectId: 'p' });
  const reservationNotice = (seq: number): LiveNotice => ({ type: 'reservation.updated', tenantId: 't1', seq, subjectId: 'r' });

  beforeEach(() => {
    // The heartbeat's interval is faked; the hub's batches still run on the real event loop.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'setTimeout', 'Date'] });
    notices$ = new Subject<LiveNotice>();
    reads = [];
    const source: LivePayloadSource = {
      read: (refs) => {
        reads.push(refs.map((ref) => ref.subjectId));
        return Promise.resolve(refs.map((ref) => payloadOf[ref.subjectId]));
      },
    };
    hub = new LiveStreamHub({ notices$, lastSequence: () => 7 } as unknown as PgLiveEventBus, source);
  });
  afterEach(async () => {
    await hub.onModuleDestroy();
    jest.useRealTimers();
  });

  it('sends each stream a heartbeat every 25 s, spread over the 25 s instead of all at once', () => {
    const targets = Array.from({ length: 50 }, () => new RecordingTarget());
    targets.forEach((target, i) => hub.open({ userId: `u${i}`, role: 'staff', tenantId: 't1' }, target));
    const beats = () => targets.filter((target) => target.chunks.includes(': heartbeat\n\n')).length;
    jest.advanceTimersByTime(HEARTBEAT_MS / 25);
    expect(beats()).toBe(2);
    jest.advanceTimersByTime(HEARTBEAT_MS - HEARTBEAT_MS / 25);
    expect(targets.every((target) => target.chunks.filter((chunk) => chunk === ': heartbeat\n\n').length === 1)).toBe(true);
  });

  it("opens with the tenant's current number; each viewer gets its view of an event, or only its number", async () => {
    const [staff, owner, kitchen, admin, other] = Array.from({ length: 5 }, () => new RecordingTarget());
    hub.open({ userId: 'staff', role: 'staff', tenantId: 't1' }, staff);
    hub.open({ userId: 'owner', role: 'staff', tenantId: 't1' }, owner);
    hub.open({ userId: 'kitchen', role: 'kitchen', tenantId: 't1' }, kitchen);
    hub.open({ userId: 'admin', role: 'admin', tenantId: 't1' }, admin);
    hub.open({ userId: 'other', role: 'kitchen', tenantId: 't2' }, other);
    const [screenOfLocation, screenElsewhere] = [new RecordingTarget(), new RecordingTarget()];
    hub.openScreen({ tenantId: 't1', locationId: 'l1' }, screenOfLocation);
    hub.openScreen({ tenantId: 't1', locationId: 'l2' }, screenElsewhere);
    notices$.next(portionNotice(8));
    notices$.next(reservationNotice(9));
    await waitUntil(() => staff.chunks.length === 4, 'both events at the staff stream');
    const portionFrame = `event: portion.updated\nid: 8\ndata: ${JSON.stringify(portion)}\n\n`;
    const { mine, ...rest } = reservation;
    const kitchenView = { ...rest, portion: booked };
    const { handover: _handover, counter: _counter, ...ownersOwn } = reservation;
    const ownerView = { ...ownersOwn, portion: booked };
    // Other staff get the reservation's portion, not the reservation.
    const portionOnly = { portionId: 'p', portion: booked };
    expect(staff.chunks).toEqual([
      ': connected\n\n',
      'id: 7\n\n',
      portionFrame,
      `event: reservation.updated\nid: 9\ndata: ${JSON.stringify(portionOnly)}\n\n`,
    ]);
    expect(owner.chunks.slice(2)).toEqual([portionFrame, `event: reservation.updated\nid: 9\ndata: ${JSON.stringify(ownerView)}\n\n`]);
    expect(ownerView.mine).toBe(mine);
    for (const target of [kitchen, admin]) {
      expect(target.chunks.slice(2)).toEqual([portionFrame, `event: reservation.updated\nid: 9\ndata: ${JSON.stringify(kitchenView)}\n\n`]);
    }
    expect(other.chunks).toEqual([': connected\n\n', 'id: 7\n\n']);
    // A screen gets the portion in its own list's shape, unnumbered, also from a reservation's event.
    expect(screenOfLocation.chunks).toEqual([
      ': connected\n\n',
      `event: portion.updated\ndata: ${JSON.stringify(screen)}\n\n`,
      `event: portion.updated\ndata: ${JSON.stringify(bookedScreen)}\n\n`,
    ]);
    expect(screenElsewhere.chunks).toEqual([': connected\n\n']);
    // The two events arrived together: one read for both, and one write per connection (every frame under a cork).
    expect(reads).toEqual([['p', 'r']]);
    for (const target of [staff, owner, kitchen, admin, screenOfLocation]) {
      expect(target.corks).toBe(0);
      expect(target.uncorkedChunks).toEqual(target.chunks.filter((chunk) => chunk.startsWith(':') || chunk === 'id: 7\n\n'));
    }
    // A stream opened now starts from the last number delivered.
    const later = new RecordingTarget();
    hub.open({ userId: 'later', role: 'staff', tenantId: 't1' }, later);
    expect(later.chunks).toEqual([': connected\n\n', 'id: 9\n\n']);
  });

  it('under a burst a stream gets one write per flush interval; an event after a quiet spell leaves at once', async () => {
    // Date and setTimeout faked too: the flush interval passes only when the test says so.
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const target = new RecordingTarget();
    hub.open({ userId: 'u', role: 'staff', tenantId: 't1' }, target);
    const delivered = async (chunks: number) => {
      while (target.chunks.length < chunks) await new Promise((resolve) => setImmediate(resolve));
    };
    notices$.next(portionNotice(8));
    await delivered(3);
    expect(target.corks).toBe(0);
    notices$.next(portionNotice(9));
    await delivered(4);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS / 2);
    notices$.next(portionNotice(10));
    await delivered(5);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS / 2 - 1);
    // Events 9 and 10 wait under one cork until the interval since the last write has passed.
    expect(target.corks).toBe(1);
    jest.advanceTimersByTime(1);
    expect(target.corks).toBe(0);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    notices$.next(portionNotice(11));
    await delivered(6);
    expect(target.corks).toBe(0);
    expect(target.chunks.slice(2).map((frame) => /^id: (\d+)$/m.exec(frame)?.[1])).toEqual(['8', '9', '10', '11']);
    expect(target.uncorkedChunks).toEqual([': connected\n\n', 'id: 7\n\n']);
  });

  it('reads no payload for a tenant that nobody here watches, and one read per batch however many watch', async () => {
    const watchers = Array.from({ length: 20 }, () => new RecordingTarget());
    watchers.forEach((target, i) => hub.open({ userId: `u${i}`, role: 'staff', tenantId: 't1' }, target));
    notices$.next(portionNotice(8, 't2'));
    notices$.next(portionNotice(9, 't2'));
    notices$.next(portionNotice(8, 't1'));
    await waitUntil(() => watchers.every((target) => target.chunks.length === 3), "the watched tenant's event");
    expect(reads).toEqual([['p']]);
    // The unwatched tenant's numbers still count: its first stream starts after them.
    const late = new RecordingTarget();
    hub.open({ userId: 'x', role: 'staff', tenantId: 't2' }, late);
    expect(late.chunks).toEqual([': connected\n\n', 'id: 9\n\n']);
  });

  it('a subject that is gone, or a payload that cannot be read, goes out as a resync with its number', async () => {
    const target = new RecordingTarget();
    hub.open({ userId: 'u', role: 'staff', tenantId: 't1' }, target);
    notices$.next({ type: 'portion.updated', tenantId: 't1', seq: 8, subjectId: 'gone' });
    await waitUntil(() => target.chunks.length === 3, 'the resync');
    expect(target.chunks[2]).toBe('event: resync\nid: 8\ndata: {}\n\n');
  });

  it('ends a stream whose client leaves too much unread, and every stream when the app stops', async () => {
    const slow = new RecordingTarget();
    const fine = new RecordingTarget();
    hub.open({ userId: 'a', role: 'staff', tenantId: 't1' }, slow);
    hub.open({ userId: 'b', role: 'staff', tenantId: 't1' }, fine);
    slow.writableLength = MAX_UNREAD_BYTES + 1;
    notices$.next(portionNotice(8));
    await waitUntil(() => slow.ended, 'the slow stream ended');
    expect(hub.openStreams).toBe(1);
    await hub.onModuleDestroy();
    expect(fine.ended).toBe(true);
    expect(hub.openStreams).toBe(0);
  });
});
