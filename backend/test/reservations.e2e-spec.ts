import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createStaffMembers, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { capOpenReservations, setReservationStatus } from './support/reservations.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('reservations', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;

  const portionPath = (tenant: TenantFixture, id: string) => `/api/protected/tenants/${tenant.tenantId}/portions/${id}`;
  const statusPath = (id: string) => `/api/protected/reservations/${id}/status`;
  const readPortion = async (tenant: TenantFixture, id: string) =>
    (await request(t.http).get(portionPath(tenant, id)).set(bearer(tenant.tokens.kitchen)).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(() => t.close());

  describe('reserving', () => {
    it('staff reserves: 201 with what a card needs, and the portion has that much less available', async () => {
      const portion = await offerPortion(t, a, clock, {
        totalQuantity: 5,
        allergens: ['Vis'],
        mayContain: ['molluscs'],
        storage: 'chilled',
        reheat: true,
      });
      const response = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
      expect(response.body).toMatchObject({
        portionId: portion.id,
        userId: a.userIds.staff,
        tenantId: a.tenantId,
        quantity: 2,
        status: 'reserved',
        reservedAt: expect.any(String),
        pickedUpAt: null,
        cancelledAt: null,
        portion: {
          title: 'Lasagne',
          locationId: a.locationId,
          locationName: portion.locationName,
          availableUntil: portion.availableUntil,
          allergens: ['fish'],
          mayContain: ['molluscs'],
          allergensDeclared: true,
          diet: [],
          storage: 'chilled',
          reheat: true,
          status: 'available',
        },
      });
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 3, reservedQuantity: 2 });
    });

    it('reserves one portion when no quantity is sent; kitchen may reserve too', async () => {
      const portion = await offerPortion(t, a, clock);
      expect((await reserve(t, a.tokens.staff, portion.id).expect(201)).body.quantity).toBe(1);
      expect((await reserve(t, a.tokens.kitchen, portion.id).expect(201)).body.userId).toBe(a.userIds.kitchen);
    });

    it.each([0, 11, 1.5, '2'])('refuses a quantity of %p with 400, changing nothing', async (quantity) => {
      const portion = await offerPortion(t, a, clock);
      const response = await request(t.http)
        .post('/api/protected/reservations')
        .set(bearer(a.tokens.staff))
        .send({ portionId: portion.id, quantity })
        .expect(400);
      expect(refusedFields(response.body)).toEqual(['quantity']);
      expect((await readPortion(a, portion.id)).availableQuantity).toBe(10);
    });

    it('refuses a missing or malformed portion id with 400 and an unknown one with 404', async () => {
      await request(t.http).post('/api/protected/reservations').set(bearer(a.tokens.staff)).send({}).expect(400);
      await request(t.http).post('/api/protected/reservations').set(bearer(a.tokens.staff)).send({ portionId: 'abc' }).expect(400);
      await reserve(t, a.tokens.staff, '00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('reserving more than available answers 409 and changes nothing', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 3 });
      const response = await reserve(t, a.tokens.staff, portion.id, 4).expect(409);
      expect(response.body).toMatchObject({ code: 'portion_not_enough_left', message: 'Er zijn nog maar 3 porties beschikbaar.' });
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 3, reservedQuantity: 0 });
    });

    it('a sold-out portion answers 409 sold out', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 1 });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      expect((await reserve(t, a.tokens.staff, portion.id).expect(409)).body.code).toBe('portion_sold_out');
    });

    it('an expired portion answers 409 expired', async () => {
      const portion = await offerPortion(t, a, clock, { availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() });
      clock.advance(HOUR);
      expect((await reserve(t, a.tokens.staff, portion.id).expect(409)).body.code).toBe('portion_expired');
    });

    it('a finished portion answers 409 finished', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 1 });
      const reservation = await reserve(t, a.tokens.staff, portion.id).expect(201);
      await setReservationStatus(t, a.tokens.staff, reservation.body.id, 'picked_up').expect(200);
      expect((await reserve(t, a.tokens.staff, portion.id).expect(409)).body.code).toBe('portion_finished');
    });

    it('admin and superadmin do not reserve', async () => {
      const portion = await offerPortion(t, a, clock);
      await reserve(t, a.tokens.admin, portion.id).expect(403);
      await reserve(t, (await createSuperadmin(t)).token, portion.id).expect(403);
      await request(t.http).post('/api/protected/reservations').send({ portionId: portion.id }).expect(401);
    });
  });

  describe('fair sharing', () => {
    it('a second open reservation of the same portion by the same person answers 409 saying so, and changes nothing', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      const refused = await reserve(t, a.tokens.staff, portion.id).expect(409);
      expect(refused.body).toMatchObject({ code: 'already_reserved', message: expect.stringContaining('deze portie al gereserveerd') });
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 4, reservedQuantity: 1 });
    });

    it('once the first is picked up or cancelled, the person may reserve the portion again', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
      const first = await reserve(t, a.tokens.staff, portion.id).expect(201);
      await setReservationStatus(t, a.tokens.staff, first.body.id, 'cancelled').expect(200);
      const second = await reserve(t, a.tokens.staff, portion.id).expect(201);
      await setReservationStatus(t, a.tokens.staff, second.body.id, 'picked_up').expect(200);
      await reserve(t, a.tokens.staff, portion.id).expect(201);
    });

    it('under a cap of 2 open reservations per person the third portion answers 409 naming the cap; a colleague still reserves', async () => {
      const tenant = await createTenant(t);
      await capOpenReservations(t, tenant, 2);
      const [one, two, three] = await Promise.all([1, 2, 3].map(() => offerPortion(t, tenant, clock, { totalQuantity: 3 })));
      await reserve(t, tenant.tokens.staff, one.id).expect(201);
      await reserve(t, tenant.tokens.staff, two.id).expect(201);
      const refused = await reserve(t, tenant.tokens.staff, three.id).expect(409);
      expect(refused.body).toMatchObject({
        code: 'open_reservation_cap_reached',
        message: expect.stringContaining('maximaal 2 open reserveringen per persoon'),
      });
      await reserve(t, tenant.tokens.kitchen, three.id).expect(201);
    });

    it('reservations on portions whose window has closed no longer count towards the cap', async () => {
      const tenant = await createTenant(t);
      await capOpenReservations(t, tenant, 1);
      const soon = await offerPortion(t, tenant, clock, { availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() });
      await reserve(t, tenant.tokens.staff, soon.id).expect(201);
      const later = await offerPortion(t, tenant, clock, { availableUntil: new Date(clock.now().getTime() + 4 * HOUR).toISOString() });
      await reserve(t, tenant.tokens.staff, later.id).expect(409);
      clock.advance(2 * HOUR);
      await reserve(t, tenant.tokens.staff, later.id).expect(201);
    });
  });

  describe('overdue', () => {
    it("a reservation still open after its portion's end reads overdue; a picked-up one never does", async () => {
      const portion = await offerPortion(t, a, clock, { availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() });
      const open = await reserve(t, a.tokens.staff, portion.id).expect(201);
      expect(open.body.overdue).toBe(false);
      const collected = await reserve(t, a.tokens.kitchen, portion.id).expect(201);
      await setReservationStatus(t, a.tokens.kitchen, collected.body.id, 'picked_up').expect(200);
      clock.advance(HOUR);
      expect(
        (await request(t.http).get(`/api/protected/reservations/${open.body.id}`).set(bearer(a.tokens.staff)).expect(200)).body.overdue,
      ).toBe(true);
      expect(
        (await request(t.http).get(`/api/protected/reservations/${collected.body.id}`).set(bearer(a.tokens.kitchen)).expect(200)).body
          .overdue,
      ).toBe(false);
    });
  });

  describe('my reservations', () => {
    it("lists only the caller's own, newest first, each with its portion's card fields", async () => {
      const tenant = await createTenant(t);
      const first = await offerPortion(t, tenant, clock, { title: 'Eerste' });
      const second = await offerPortion(t, tenant, clock, { title: 'Tweede', allergens: ['Soja'] });
      await reserve(t, tenant.tokens.staff, first.id).expect(201);
      clock.advance(1000);
      await reserve(t, tenant.tokens.staff, second.id, 3).expect(201);
      await reserve(t, tenant.tokens.kitchen, first.id).expect(201);
      const response = await request(t.http).get('/api/protected/reservations').set(bearer(tenant.tokens.staff)).expect(200);
      expect(response.headers['content-range']).toBe('reservations 0-1/2');
      expect(response.body.map((r: { portion: { title: string } }) => r.portion.title)).toEqual(['Tweede', 'Eerste']);
      expect(response.body[0]).toMatchObject({
        quantity: 3,
        portion: { locationName: second.locationName, availableUntil: second.availableUntil, allergens: ['soy'] },
      });
      const filtered = await request(t.http)
        .get('/api/protected/reservations?filter={"status":"cancelled"}')
        .set(bearer(tenant.tokens.staff))
        .expect(200);
      expect(filtered.body).toEqual([]);
    });

    it('admins have no reservations list', async () => {
      await request(t.http).get('/api/protected/reservations').set(bearer(a.tokens.admin)).expect(403);
    });
  });

  describe('transitions', () => {
    async function reservedPortion(quantity = 2, total = 5) {
      const portion = await offerPortion(t, a, clock, { totalQuantity: total });
      const reservation = await reserve(t, a.tokens.staff, portion.id, quantity).expect(201);
      return { portion, id: reservation.body.id as string };
    }
    const patch = (token: string, id: string, status: string) => setReservationStatus(t, token, id, status);

    it('the owner marks it picked up: pickedUpAt is set and the quantity counts as picked up', async () => {
      const { portion, id } = await reservedPortion();
      const response = await patch(a.tokens.staff, id, 'picked_up').expect(200);
      expect(response.body).toMatchObject({
        status: 'picked_up',
        pickedUpAt: expect.any(String),
        cancelledAt: null,
        portion: { title: 'Lasagne' },
      });
      expect(await readPortion(a, portion.id)).toMatchObject({
        availableQuantity: 3,
        reservedQuantity: 0,
        pickedUpQuantity: 2,
        status: 'available',
      });
    });

    it('kitchen of the tenant may hand it over for someone else', async () => {
      const { id } = await reservedPortion();
      expect((await patch(a.tokens.kitchen, id, 'picked_up').expect(200)).body.status).toBe('picked_up');
    });

    it('the portion finishes when nothing is left and every reservation is picked up or cancelled', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 3 });
      const first = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
      const second = await reserve(t, a.tokens.kitchen, portion.id, 1).expect(201);
      await patch(a.tokens.staff, first.body.id, 'picked_up').expect(200);
      expect((await readPortion(a, portion.id)).status).toBe('available');
      await patch(a.tokens.kitchen, second.body.id, 'picked_up').expect(200);
      expect(await readPortion(a, portion.id)).toMatchObject({ status: 'finished', availableQuantity: 0, pickedUpQuantity: 3 });
    });

    it('the owner cancels while the window is open: cancelledAt is set and the quantity is available again', async () => {
      const { portion, id } = await reservedPortion(2);
      const response = await patch(a.tokens.staff, id, 'cancelled').expect(200);
      expect(response.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String), pickedUpAt: null });
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 5, reservedQuantity: 0 });
    });

    it('cancelling after availableUntil answers 409 and changes nothing, while picking up still works', async () => {
      const { portion, id } = await reservedPortion();
      clock.advance(3 * HOUR);
      expect((await patch(a.tokens.staff, id, 'cancelled').expect(409)).body.code).toBe('reservation_window_closed');
      expect(await readPortion(a, portion.id)).toMatchObject({ reservedQuantity: 2, status: 'expired' });
      await patch(a.tokens.staff, id, 'picked_up').expect(200);
    });

    it("kitchen may not cancel someone else's reservation", async () => {
      const { id } = await reservedPortion();
      expect((await patch(a.tokens.kitchen, id, 'cancelled').expect(403)).body.code).toBe('not_reservation_owner');
    });

    it('another staff member gets 404, for reading and for every transition', async () => {
      const { id } = await reservedPortion();
      const colleague = await createTenantColleague();
      await request(t.http).get(`/api/protected/reservations/${id}`).set(bearer(colleague)).expect(404);
      await patch(colleague, id, 'picked_up').expect(404);
      await patch(colleague, id, 'cancelled').expect(404);
    });

    it.each([
      ['picked_up', 'picked_up'],
      ['picked_up', 'cancelled'],
      ['cancelled', 'picked_up'],
      ['cancelled', 'cancelled'],
      ['cancelled', 'reserved'],
    ])('from %s to %s answers 409', async (first, then) => {
      const { id } = await reservedPortion();
      await patch(a.tokens.staff, id, first).expect(200);
      expect((await patch(a.tokens.staff, id, then).expect(409)).body.code).toBe('reservation_transition_not_allowed');
    });

    it('reserved to reserved answers 409, an unknown status 400', async () => {
      const { id } = await reservedPortion();
      await patch(a.tokens.staff, id, 'reserved').expect(409);
      await patch(a.tokens.staff, id, 'opgehaald').expect(400);
      await request(t.http).patch(statusPath(id)).set(bearer(a.tokens.staff)).send({}).expect(400);
    });

    it("another tenant's reservation is not found on every route", async () => {
      const { portion, id } = await reservedPortion();
      await request(t.http).get(`/api/protected/reservations/${id}`).set(bearer(b.tokens.kitchen)).expect(404);
      await patch(b.tokens.kitchen, id, 'picked_up').expect(404);
      await patch(b.tokens.staff, id, 'cancelled').expect(404);
      await reserve(t, b.tokens.staff, portion.id).expect(404);
      const theirs = await request(t.http).get('/api/protected/reservations').set(bearer(b.tokens.staff)).expect(200);
      expect(theirs.body.map((r: { id: string }) => r.id)).not.toContain(id);
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 3, reservedQuantity: 2 });
    });

    it("kitchen lists a portion's reservations with who holds them, oldest first, and hands the open one over", async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
      const first = (await reserve(t, a.tokens.staff, portion.id, 2).expect(201)).body.id;
      clock.advance(60_000);
      const second = (await reserve(t, a.tokens.kitchen, portion.id).expect(201)).body.id;
      await patch(a.tokens.kitchen, second, 'picked_up').expect(200);
      const path = `${portionPath(a, portion.id)}/reservations`;
      const all = await request(t.http).get(path).set(bearer(a.tokens.kitchen)).expect(200);
      expect(all.headers['content-range']).toBe('reservations 0-1/2');
      expect(all.body.map((r: { id: string; holderName: string; status: string }) => [r.id, r.holderName, r.status])).toEqual([
        [first, 'Sanne Staf', 'reserved'],
        [second, 'Kees Keuken', 'picked_up'],
      ]);
      const open = await request(t.http).get(path).query({ filter: '{"status":"reserved"}' }).set(bearer(a.tokens.kitchen)).expect(200);
      expect(open.body).toEqual([expect.objectContaining({ id: first, quantity: 2, portionId: portion.id, userId: a.userIds.staff })]);
      await patch(a.tokens.kitchen, first, 'picked_up').expect(200);
      expect(await readPortion(a, portion.id)).toMatchObject({ pickedUpQuantity: 3, reservedQuantity: 0 });
    });

    it("another tenant's portion has no reservations list: 404 under one's own path, 403 under theirs", async () => {
      const { portion } = await reservedPortion();
      await request(t.http)
        .get(`${portionPath(b, portion.id)}/reservations`)
        .set(bearer(b.tokens.kitchen))
        .expect(404);
      await request(t.http)
        .get(`${portionPath(a, portion.id)}/reservations`)
        .set(bearer(b.tokens.kitchen))
        .expect(403);
    });

    async function createTenantColleague(): Promise<string> {
      const { RegisterUserUseCase } = await import('../src/application/identity/register-user.use-case.js');
      const { login } = await import('./support/test-app.js');
      const email = `collega-${Date.now()}@test.nl`;
      await t.app
        .get(RegisterUserUseCase)
        .execute(
          { userId: randomUUID(), role: 'superadmin', tenantId: null },
          { tenantId: a.tenantId, email, firstName: 'Col', lastName: 'Lega', role: 'staff', password: 'Geheim123!' },
        );
      return login(t.http, email, 'Geheim123!');
    }
  });

  describe('concurrency', () => {
    it('200 parallel reservations by 200 people of a portion of 10: exactly 10 succeed, 190 answer 409, nothing is overbooked', async () => {
      const people = await createStaffMembers(t, a, 200);
      const portion = await offerPortion(t, a, clock, { totalQuantity: 10 });
      const responses = await Promise.all(people.map((person) => reserve(t, person.token, portion.id)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(190);
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 0, reservedQuantity: 10 });
    });

    it('one person tapping 20 times in parallel on a portion of 10 gets exactly one reservation', async () => {
      const [person] = await createStaffMembers(t, a, 1);
      const portion = await offerPortion(t, a, clock, { totalQuantity: 10 });
      const responses = await Promise.all(Array.from({ length: 20 }, () => reserve(t, person.token, portion.id)));
      expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
      expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'already_reserved')).toBe(true);
      expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 9, reservedQuantity: 1 });
    });

    it('one person reserving 6 portions in parallel under a cap of 2 gets exactly 2', async () => {
      const tenant = await createTenant(t);
      await capOpenReservations(t, tenant, 2);
      const portions = await Promise.all(Array.from({ length: 6 }, () => offerPortion(t, tenant, clock, { totalQuantity: 3 })));
      const responses = await Promise.all(portions.map((portion) => reserve(t, tenant.tokens.staff, portion.id)));
      expect(responses.filter((r) => r.status === 201)).toHaveLength(2);
      expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'open_reservation_cap_reached')).toBe(true);
    });

    // Last: closing the second instance disconnects the first one's database pool too.
    it('the same race split over two app instances on one database gives the same split', async () => {
      const second = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret, clock });
      try {
        const people = await createStaffMembers(t, a, 200);
        const portion = await offerPortion(t, a, clock, { totalQuantity: 10 });
        const responses = await Promise.all(
          people.map((person, i) =>
            request((i % 2 === 0 ? t : second).http)
              .post('/api/protected/reservations')
              .set(bearer(person.token))
              .send({ portionId: portion.id }),
          ),
        );
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((s) => s === 201)).toHaveLength(10);
        expect(statuses.filter((s) => s === 409)).toHaveLength(190);
        const holders = await request(second.http)
          .get(`${portionPath(a, portion.id)}/reservations`)
          .set(bearer(a.tokens.kitchen))
          .expect(200);
        expect(holders.body.filter((r: { status: string }) => r.status === 'reserved')).toHaveLength(10);
        expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 0, reservedQuantity: 10 });
      } finally {
        await second.close();
      }
    });
  });
});
