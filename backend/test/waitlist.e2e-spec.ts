import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import { createStaffMembers, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, HOUR, listen, offerPortion, reserve, TestClock } from './support/portions.js';
import {
  bookedPortion as bookedPortionOf,
  capOpenReservations,
  joinWaitlist,
  openHolders,
  setReservationStatus,
  waitingLine,
  type Person,
} from './support/reservations.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('waiting list', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(() => t.close());
  let baseUrl: string | undefined;
  /** The app listens once, for the tests that read the event stream. */
  const served = async () => (baseUrl ??= await listen(t));

  const join = (token: string, portionId: string, tenant = a) => joinWaitlist(t, tenant, token, portionId);
  const leave = (token: string, portionId: string) =>
    request(t.http).delete(`/api/protected/tenants/${a.tenantId}/portions/${portionId}/waitlist`).set(bearer(token));
  const portion = async (token: string, portionId: string) =>
    (await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions/${portionId}`).set(bearer(token)).expect(200)).body;
  const cancel = (token: string, reservationId: string, app = t) => setReservationStatus(app, token, reservationId, 'cancelled');
  const openReservations = (portionId: string) => openHolders(t, portionId);
  const waiting = (portionId: string) => waitingLine(t, portionId);
  const bookedPortion = (units = 1) => bookedPortionOf(t, a, clock, units);

  /** Joins one after the other, so that the order of the line is known. */
  async function line(portionId: string, count: number): Promise<Person[]> {
    const people = await createStaffMembers(t, a, count);
    for (const [i, person] of people.entries()) expect((await join(person.token, portionId).expect(201)).body).toEqual({ position: i + 1 });
    return people;
  }

  it('shows each caller their own place, keeps it on a second join, and forgets it on leaving', async () => {
    const { id } = await bookedPortion();
    const [first, second] = await line(id, 2);
    expect((await portion(first.token, id)).waitlistPosition).toBe(1);
    expect((await portion(second.token, id)).waitlistPosition).toBe(2);
    expect((await portion(a.tokens.staff, id)).waitlistPosition).toBeNull();
    expect((await join(second.token, id).expect(201)).body).toEqual({ position: 2 });
    const list = await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions`).set(bearer(second.token)).expect(200);
    expect(list.body.find((p: { id: string }) => p.id === id).waitlistPosition).toBe(2);
    await leave(first.token, id).expect(204);
    await leave(first.token, id).expect(204);
    expect((await portion(second.token, id)).waitlistPosition).toBe(1);
  });

  it("refuses joins on an available, ended, unknown or other tenant's portion, and for a holder, changing nothing", async () => {
    const open = await offerPortion(t, a, clock, { totalQuantity: 2 });
    expect((await join(a.tokens.staff, open.id).expect(409)).body.code).toBe('waitlist_portion_available');
    const booked = await bookedPortion();
    expect((await join(booked.holders[0].token, booked.id).expect(409)).body.code).toBe('already_reserved');
    await request(t.http)
      .patch(`/api/protected/tenants/${a.tenantId}/portions/${booked.id}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'expired' })
      .expect(200);
    const ended = await join(a.tokens.staff, booked.id).expect(409);
    expect(ended.body).toMatchObject({ code: 'waitlist_portion_ended', message: expect.stringMatching(/wachtlijst/) });
    const theirs = await offerPortion(t, b, clock, { totalQuantity: 1 });
    await reserve(t, b.tokens.staff, theirs.id).expect(201);
    expect((await join(a.tokens.staff, theirs.id).expect(404)).body.code).toBe('portion_not_found');
    await join(a.tokens.staff, theirs.id, b).expect(403);
    await request(t.http).post(`/api/protected/tenants/${a.tenantId}/portions/not-a-uuid/waitlist`).set(bearer(a.tokens.staff)).expect(400);
    expect(await waiting(open.id)).toEqual([]);
    expect(await waiting(booked.id)).toEqual([]);
    expect(await waiting(theirs.id)).toEqual([]);
  });

  it('gives a cancelled unit to the first in line at once, live, who can cancel it like any reservation', async () => {
    const { id, holders } = await bookedPortion();
    const [first, second] = await line(id, 2);
    const stream = await EventStream.open(await served(), first.token);
    try {
      await cancel(holders[0].token, holders[0].reservationId).expect(200);
      expect(await openReservations(id)).toEqual([first.userId]);
      expect(await waiting(id)).toEqual([second.userId]);
      const event = await stream.next(
        // The cancelled reservation reaches them as its portion only; their own promotion carries `mine`.
        (e) => e.type === 'reservation.updated' && (e.data as { portionId: string }).portionId === id && 'mine' in e.data,
        5000,
        'the promoted reservation, live',
      );
      expect(event.data).toMatchObject({ mine: { status: 'reserved' } });
      expect((await portion(second.token, id)).waitlistPosition).toBe(1);
      // Cancelling it passes the unit on to the next in line.
      await cancel(first.token, (event.data as { id: string }).id).expect(200);
      expect(await openReservations(id)).toEqual([second.userId]);
      expect(await waiting(id)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('tells the promoted person by mail when they have no push device', async () => {
    const { id, holders } = await bookedPortion();
    const [first] = await line(id, 1);
    await cancel(holders[0].token, holders[0].reservationId).expect(200);
    const mails = await t.app
      .get(DataSource)
      .query(`SELECT kind, subject FROM outbound_emails o JOIN users u ON u.email = o.recipient WHERE u.id = $1`, [first.userId]);
    expect(mails).toEqual([{ kind: 'waitlist-promotion', subject: 'Je bent aan de beurt: je portie is gereserveerd' }]);
  });

  it('gives units the kitchen adds to the first in line, in order', async () => {
    const { id, holders } = await bookedPortion();
    const [first, second, third] = await line(id, 3);
    await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/portions/${id}`)
      .set(bearer(a.tokens.kitchen))
      .send({ totalQuantity: 3 })
      .expect(200);
    expect((await openReservations(id)).sort()).toEqual([holders[0].userId, first.userId, second.userId].sort());
    expect(await waiting(id)).toEqual([third.userId]);
    expect((await portion(third.token, id)).waitlistPosition).toBe(1);
  });

  it('passes over whom the cap on open reservations stops, who keeps their place', async () => {
    const tenant = await createTenant(t);
    await capOpenReservations(t, tenant, 1);
    const [holder, capped, next] = await createStaffMembers(t, tenant, 3);
    const { id } = await offerPortion(t, tenant, clock, { totalQuantity: 1 });
    const elsewhere = await offerPortion(t, tenant, clock, { totalQuantity: 1 });
    const held = (await reserve(t, holder.token, id).expect(201)).body.id;
    await join(capped.token, id, tenant).expect(201);
    await join(next.token, id, tenant).expect(201);
    await reserve(t, capped.token, elsewhere.id).expect(201);
    await cancel(holder.token, held).expect(200);
    expect(await openReservations(id)).toEqual([next.userId]);
    expect(await waiting(id)).toEqual([capped.userId]);
    // Told why, on their card, also on a fresh read (a reload); the one served was not passed over.
    const seen = async (token: string) =>
      (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/portions/${id}`).set(bearer(token)).expect(200)).body;
    expect(await seen(capped.token)).toMatchObject({ waitlistPosition: 1, waitlistPassedOver: true });
    expect(await seen(capped.token)).toMatchObject({ waitlistPosition: 1, waitlistPassedOver: true });
    const list = await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/portions`).set(bearer(capped.token)).expect(200);
    expect(list.body.find((entry: { id: string }) => entry.id === id)).toMatchObject({ waitlistPosition: 1, waitlistPassedOver: true });
    expect(await seen(holder.token)).toMatchObject({ waitlistPosition: null, waitlistPassedOver: false });
  });

  it('a person passed over gets the next unit once below the cap, and the note ends with the wait', async () => {
    const tenant = await createTenant(t);
    await capOpenReservations(t, tenant, 1);
    const [first, second, capped] = await createStaffMembers(t, tenant, 3);
    const { id } = await offerPortion(t, tenant, clock, { totalQuantity: 2 });
    const elsewhere = await offerPortion(t, tenant, clock, { totalQuantity: 1 });
    const heldFirst = (await reserve(t, first.token, id).expect(201)).body.id;
    const heldSecond = (await reserve(t, second.token, id).expect(201)).body.id;
    await join(capped.token, id, tenant).expect(201);
    const other = (await reserve(t, capped.token, elsewhere.id).expect(201)).body.id;
    // Nobody else waits: the freed unit stays free for anyone, and the capped person still stands first, told why.
    await cancel(first.token, heldFirst).expect(200);
    const seen = async () =>
      (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/portions/${id}`).set(bearer(capped.token)).expect(200)).body;
    expect(await seen()).toMatchObject({ availableQuantity: 1, waitlistPosition: 1, waitlistPassedOver: true });
    // Below the cap again, the next freed unit is theirs.
    await cancel(capped.token, other).expect(200);
    await cancel(second.token, heldSecond).expect(200);
    expect(await openReservations(id)).toEqual([capped.userId]);
    expect(await seen()).toMatchObject({ waitlistPosition: null, waitlistPassedOver: false });
  });

  it('others never see the freed unit as available while it goes to the first in line', async () => {
    const { id, holders } = await bookedPortion();
    const [first] = await line(id, 1);
    const [bystander] = await createStaffMembers(t, a, 1);
    const stream = await EventStream.open(await served(), bystander.token);
    try {
      await cancel(holders[0].token, holders[0].reservationId).expect(200);
      expect(await openReservations(id)).toEqual([first.userId]);
      // The cancellation and the promotion, each with the portion as it ended up (a bystander sees the portion only).
      const ofPortion = () => stream.events.filter((e) => (e.data as { portionId?: string }).portionId === id);
      await stream.waitFor(() => ofPortion().length >= 2, 5000, 'the cancellation and the promotion');
      const quantities = ofPortion().map((e) => (e.data as { portion: { availableQuantity: number } }).portion.availableQuantity);
      expect(quantities).toEqual([0, 0]);
      expect((await portion(bystander.token, id)).availableQuantity).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('refuses to let who is at the cap join a line: 409 reservation_cap_reached, changing nothing', async () => {
    const tenant = await createTenant(t);
    await capOpenReservations(t, tenant, 1);
    const [holder, capped] = await createStaffMembers(t, tenant, 2);
    const { id } = await offerPortion(t, tenant, clock, { totalQuantity: 1 });
    const elsewhere = await offerPortion(t, tenant, clock, { totalQuantity: 1 });
    await reserve(t, holder.token, id).expect(201);
    await reserve(t, capped.token, elsewhere.id).expect(201);
    const refused = await join(capped.token, id, tenant).expect(409);
    expect(refused.body).toMatchObject({ code: 'reservation_cap_reached' });
    expect(refused.body.message).toContain('1 open reservering');
    expect(await waiting(id)).toEqual([]);
  });

  it('ends the list when the portion ends: withdrawn or expired', async () => {
    const withdrawn = await bookedPortion();
    await line(withdrawn.id, 2);
    await request(t.http)
      .patch(`/api/protected/tenants/${a.tenantId}/portions/${withdrawn.id}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'expired' })
      .expect(200);
    expect(await waiting(withdrawn.id)).toEqual([]);
    const expiring = await bookedPortion();
    const [person] = await line(expiring.id, 1);
    clock.advance(3 * HOUR);
    try {
      expect((await portion(person.token, expiring.id)).waitlistPosition).toBe(null);
      await t.app.get(ExpirePortionsUseCase).execute();
      expect(await waiting(expiring.id)).toEqual([]);
    } finally {
      clock.advance(-3 * HOUR);
    }
  });

  // Last: closing the second instance disconnects the first one's database pool too.
  it('two instances freeing units at once give each unit once, in the order of the line', async () => {
    const second = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret, clock });
    try {
      const units = 12;
      const { id, holders } = await bookedPortion(units);
      const people = await line(id, units + 4);
      const responses = await Promise.all(holders.map((holder, i) => cancel(holder.token, holder.reservationId, i % 2 === 0 ? t : second)));
      expect(responses.map((response) => response.status)).toEqual(holders.map(() => 200));
      expect((await openReservations(id)).sort()).toEqual(
        people
          .slice(0, units)
          .map((person) => person.userId)
          .sort(),
      );
      expect(await waiting(id)).toEqual(people.slice(units).map((person) => person.userId));
      expect(await portion(a.tokens.kitchen, id)).toMatchObject({ availableQuantity: 0, reservedQuantity: units });
    } finally {
      await second.close();
    }
  });
});
