import { jest } from '@jest/globals';
import type { MessageEvent } from '@nestjs/common';
import request from 'supertest';
import type { FastifyRequest } from 'fastify';
import { NEVER, Subject } from 'rxjs';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import type { LiveEvent } from '../src/domain/portions/live-events.js';
import { EventsController, HEARTBEAT_MS } from '../src/infrastructure/realtime/events.controller.js';
import type { PgLiveEventBus } from '../src/infrastructure/realtime/pg-live-event-bus.js';
import type { SessionEnd } from '../src/infrastructure/auth/session-end.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, HOUR, listen, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

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
  async function open(url: string, token: string): Promise<EventStream> {
    const stream = await EventStream.open(url, token);
    streams.push(stream);
    await stream.waitFor(() => stream.comments.includes('connected'), WAIT_MS, 'opening comment');
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
  });

  it('a client on instance B gets the portion.updated of a reservation made on instance A within 1 s', async () => {
    const portion = await offerPortion(t, a, clock, { totalQuantity: 4 });
    const onB = await open(urlB, a.tokens.staff);
    await reserve(t, a.tokens.staff, portion.id).expect(201);
    const event = await onB.next((e) => e.type === 'portion.updated' && e.data.id === portion.id, WAIT_MS, 'portion.updated on instance B');
    expect(event.data).toMatchObject({ availableQuantity: 3, reservedQuantity: 1, status: 'available', title: 'Lasagne' });
  });

  it('portion.created reaches the tenant when the kitchen offers a portion', async () => {
    const stream = await open(urlB, a.tokens.staff);
    const portion = await offerPortion(t, a, clock, { allergens: ['Noten'] });
    const event = await stream.next((e) => e.type === 'portion.created', WAIT_MS, 'portion.created');
    expect(event.data).toMatchObject({ id: portion.id, availableQuantity: 10, allergens: ['Noten'], locationId: a.locationId });
    expect(event.data).not.toHaveProperty('description');
  });

  it('never sends an event of another tenant', async () => {
    const other = await open(urlB, b.tokens.kitchen);
    await offerPortion(t, a, clock, { title: 'Van A' });
    // NOTIFY delivers in commit order on one connection: b's own later event arriving first proves a's never came.
    const marker = await offerPortion(t, b, clock, { title: 'Van B' });
    await other.next((e) => e.data.id === marker.id, WAIT_MS, 'b\'s own portion.created');
    expect(other.events.map((e) => e.data.title)).toEqual(['Van B']);
  });

  it('reservation.updated goes to the owner and to kitchen, not to other staff', async () => {
    const owner = await open(urlA, a.tokens.staff);
    const kitchen = await open(urlB, a.tokens.kitchen);
    const portion = await offerPortion(t, a, clock);
    const reservation = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
    await request(t.http).patch(`/api/protected/reservations/${reservation.body.id}/status`).set(bearer(a.tokens.kitchen)).send({ status: 'picked_up' }).expect(200);
    const byId = (status: string) => (e: { type: string; data: Record<string, unknown> }) =>
      e.type === 'reservation.updated' && e.data.id === reservation.body.id && e.data.status === status;
    for (const stream of [owner, kitchen]) {
      await stream.next(byId('reserved'), WAIT_MS, 'reservation.updated reserved');
      const pickedUp = await stream.next(byId('picked_up'), WAIT_MS, 'reservation.updated picked_up');
      expect(pickedUp.data).toMatchObject({ userId: a.userIds.staff, quantity: 2, pickedUpAt: expect.any(String) });
    }
    // The kitchen's own reservation is the marker for the other stream: staff without it see only the portion change.
    const ownerMarker = await reserve(t, a.tokens.kitchen, portion.id).expect(201);
    await kitchen.next((e) => e.type === 'reservation.updated' && e.data.id === ownerMarker.body.id, WAIT_MS, 'kitchen\'s reservation');
    await owner.next((e) => e.type === 'portion.updated' && e.data.availableQuantity === 7, WAIT_MS, 'the count dropping');
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

  it('closing the app ends its open streams, so that shutdown does not hang', async () => {
    const third = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret });
    const stream = await open(await listen(third), a.tokens.staff);
    await third.close();
    await stream.ended;
    expect(stream.comments).toContain('connected');
  });
});

describe('live event stream heartbeat', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a comment every 25 s and only events the caller may see', () => {
    jest.useFakeTimers();
    const events$ = new Subject<LiveEvent>();
    const stopped$ = new Subject<void>();
    const controller = new EventsController({ events$, stopped$ } as unknown as PgLiveEventBus, { of: () => NEVER } as unknown as SessionEnd);
    const received: MessageEvent[] = [];
    controller.stream({ userId: 'u', role: 'staff', tenantId: 't1' }, {} as FastifyRequest).subscribe((message) => received.push(message));
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    const portion = { id: 'p', locationId: 'l', title: 'x', totalQuantity: 1, availableQuantity: 1, reservedQuantity: 0, pickedUpQuantity: 0, availableUntil: '', allergens: [], status: 'available' as const };
    events$.next({ type: 'portion.updated', tenantId: 't2', data: portion });
    events$.next({ type: 'portion.updated', tenantId: 't1', data: portion });
    stopped$.next();
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(received).toEqual([{ comment: 'connected' }, { comment: 'heartbeat' }, { comment: 'heartbeat' }, { type: 'portion.updated', data: portion }]);
  });
});
