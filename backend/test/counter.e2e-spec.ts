import request from 'supertest';
import { CreateLocationUseCase } from '../src/application/tenancy/create-location.use-case.js';
import { refusedFields } from './support/field-errors.js';
import { createStaffMembers, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('pick-up codes and the counter', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;

  const handOver = (tenant: TenantFixture, locationId: string, body: object, token = tenant.tokens.kitchen) =>
    request(t.http).post(`/api/protected/tenants/${tenant.tenantId}/locations/${locationId}/handovers`).set(bearer(token)).send(body);
  const counterList = (tenant: TenantFixture, locationId: string, token = tenant.tokens.kitchen) =>
    request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/locations/${locationId}/open-reservations`).set(bearer(token));
  const setConfirmation = (tenant: TenantFixture, pickupConfirmation: string) =>
    request(t.http).put(`/api/protected/tenants/${tenant.tenantId}/settings`).set(bearer(tenant.tokens.admin)).send({ pickupConfirmation });
  const readPortion = async (tenant: TenantFixture, id: string) =>
    (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/portions/${id}`).set(bearer(tenant.tokens.kitchen)).expect(200))
      .body;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(() => t.close());

  describe('the code', () => {
    it('every reservation gets 4 characters without look-alikes, shown to who reserved it, the kitchen and the admin', async () => {
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      expect(placed.pickupCode).toMatch(/^[2-9ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
      const mine = await request(t.http).get('/api/protected/reservations').set(bearer(a.tokens.staff)).expect(200);
      expect(mine.body.find((r: { id: string }) => r.id === placed.id).pickupCode).toBe(placed.pickupCode);
      const kitchen = await request(t.http).get(`/api/protected/reservations/${placed.id}`).set(bearer(a.tokens.kitchen)).expect(200);
      expect(kitchen.body.pickupCode).toBe(placed.pickupCode);
      const list = await counterList(a, a.locationId, a.tokens.admin).expect(200);
      expect(list.body.find((r: { id: string }) => r.id === placed.id)).toMatchObject({
        pickupCode: placed.pickupCode,
        holderName: expect.any(String),
      });
    });

    it('another staff member never sees it: the reservation does not exist for them and the counter is closed to them', async () => {
      const [other] = await createStaffMembers(t, a, 1);
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      await request(t.http).get(`/api/protected/reservations/${placed.id}`).set(bearer(other.token)).expect(404);
      await counterList(a, a.locationId, other.token).expect(403);
      await handOver(a, a.locationId, { code: placed.pickupCode }, other.token).expect(403);
    });

    it('codes are unique among the open reservations of a location, also when placed together (batched) and one by one', async () => {
      const staff = await createStaffMembers(t, a, 60);
      const portions = await Promise.all([1, 2, 3].map(() => offerPortion(t, a, clock, { totalQuantity: 100 })));
      // Concurrent placements share statements (the batched path); the transactional path follows once a cap is set.
      await Promise.all(staff.map((member, i) => reserve(t, member.token, portions[i % 3].id).expect(201)));
      await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/settings`)
        .set(bearer(a.tokens.admin))
        .send({ maxOpenReservationsPerPerson: 5 })
        .expect(200);
      await Promise.all(staff.slice(0, 20).map((member, i) => reserve(t, member.token, portions[(i + 1) % 3].id).expect(201)));
      await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/settings`)
        .set(bearer(a.tokens.admin))
        .send({ maxOpenReservationsPerPerson: null })
        .expect(200);
      const open = (await counterList(a, a.locationId).expect(200)).body as { pickupCode: string }[];
      expect(open.length).toBeGreaterThanOrEqual(80);
      expect(new Set(open.map((r) => r.pickupCode)).size).toBe(open.length);
    });
  });

  describe('calendar entry', () => {
    it('answers text/calendar with the window, location and code to who reserved it; other staff get 404', async () => {
      const [other] = await createStaffMembers(t, a, 1);
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      const response = await request(t.http)
        .get(`/api/protected/reservations/${placed.id}/calendar.ics`)
        .set(bearer(a.tokens.staff))
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.text).toContain(`Ophaalcode: ${placed.pickupCode}`);
      expect(response.text).toContain(`LOCATION:${placed.portion.locationName}`);
      await request(t.http).get(`/api/protected/reservations/${placed.id}/calendar.ics`).set(bearer(other.token)).expect(404);
    });
  });

  describe('hand-over by code', () => {
    it('a code typed in lower case hands the portion over once: 200 picked_up, a second time 409, nothing changes', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 3 });
      const placed = (await reserve(t, a.tokens.staff, portion.id, 2).expect(201)).body;
      const first = await handOver(a, a.locationId, { code: ` ${placed.pickupCode.toLowerCase()} ` }).expect(200);
      expect(first.body).toMatchObject({
        id: placed.id,
        status: 'picked_up',
        pickupCode: placed.pickupCode,
        pickedUpAt: expect.any(String),
      });
      expect(await readPortion(a, portion.id)).toMatchObject({ reservedQuantity: 0, pickedUpQuantity: 2, availableQuantity: 1 });
      const again = await handOver(a, a.locationId, { code: placed.pickupCode }).expect(409);
      expect(again.body).toMatchObject({ code: 'already_handed_over', message: expect.stringContaining('al meegegeven') });
      expect(await readPortion(a, portion.id)).toMatchObject({ reservedQuantity: 0, pickedUpQuantity: 2 });
    });

    it('throttles wrong codes per kitchen user: after 20 within 10 minutes 429 with Retry-After, other users unaffected', async () => {
      const portion = await offerPortion(t, b, clock);
      const placed = (await reserve(t, b.tokens.staff, portion.id).expect(201)).body;
      for (let i = 0; i < 20; i++) await handOver(b, b.locationId, { code: 'ZZZZ' }).expect(404);
      const limited = await handOver(b, b.locationId, { code: 'ZZZZ' }).expect(429);
      expect(limited.body.code).toBe('too_many_pickup_code_attempts');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The same user is stopped also for a real code (guessing must not go on); an admin at the counter is not.
      await handOver(b, b.locationId, { code: placed.pickupCode }).expect(429);
      await handOver(b, b.locationId, { code: placed.pickupCode }, b.tokens.admin).expect(200);
      clock.advance(10 * 60_000 + 1000);
      await handOver(b, b.locationId, { code: 'ZZZZ' }).expect(404);
    });

    it('two taps at the same moment hand over once: one 200, one 409', async () => {
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      const answers = await Promise.all([
        handOver(a, a.locationId, { code: placed.pickupCode }),
        handOver(a, a.locationId, { code: placed.pickupCode }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await readPortion(a, portion.id)).pickedUpQuantity).toBe(1);
    });

    it('an unknown code answers 404 and a code of another location 404, each with its own Dutch message', async () => {
      const other = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Paviljoen' });
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      const elsewhere = await handOver(a, other.id, { code: placed.pickupCode }).expect(404);
      expect(elsewhere.body).toMatchObject({ code: 'pickup_code_other_location', message: expect.stringContaining('andere locatie') });
      const open = new Set(((await counterList(a, a.locationId).expect(200)).body as { pickupCode: string }[]).map((r) => r.pickupCode));
      const unknown = ['2222', '3333', '4444', '5555', '6666'].find((code) => !open.has(code))!;
      const wrong = await handOver(a, a.locationId, { code: unknown }).expect(404);
      expect(wrong.body).toMatchObject({ code: 'pickup_code_not_found', message: expect.stringContaining('ophaalcode') });
      expect((await readPortion(a, portion.id)).reservedQuantity).toBe(1);
    });

    it.each(['K7P', 'K7PXX', 'K0PX', 'KOPX', 'K1PX', 'KLPX', '', 'K7P!'])('the code %p answers 400 naming the field code', async (code) => {
      const response = await handOver(a, a.locationId, { code }).expect(400);
      expect(refusedFields(response.body)).toEqual(['code']);
    });

    it("another tenant's code, location or QR reservation id is never found: 404, nothing changes", async () => {
      const portion = await offerPortion(t, b, clock);
      const placed = (await reserve(t, b.tokens.staff, portion.id).expect(201)).body;
      await handOver(a, b.locationId, { code: placed.pickupCode }).expect(404);
      await handOver(a, a.locationId, { code: placed.pickupCode, reservationId: placed.id }).expect(404);
      await counterList(a, b.locationId).expect(404);
      expect((await readPortion(b, portion.id)).reservedQuantity).toBe(1);
    });

    it('a QR naming another reservation than the code answers 404', async () => {
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      await handOver(a, a.locationId, { code: placed.pickupCode, reservationId: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await handOver(a, a.locationId, { code: placed.pickupCode, reservationId: placed.id }).expect(200);
    });
  });

  describe('who confirms the pick-up', () => {
    afterEach(() => setConfirmation(a, 'self').expect(200));

    it('defaults to self: staff mark their own reservation picked up', async () => {
      expect(
        (await request(t.http).get(`/api/protected/tenants/${a.tenantId}/settings`).set(bearer(a.tokens.staff)).expect(200)).body,
      ).toMatchObject({
        pickupConfirmation: 'self',
      });
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      await request(t.http)
        .patch(`/api/protected/reservations/${placed.id}/status`)
        .set(bearer(a.tokens.staff))
        .send({ status: 'picked_up' })
        .expect(200);
    });

    it('under counter, staff get 403 with a Dutch message and nothing changes; the kitchen confirms at the counter', async () => {
      expect((await setConfirmation(a, 'counter').expect(200)).body.pickupConfirmation).toBe('counter');
      const portion = await offerPortion(t, a, clock);
      const placed = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      const refused = await request(t.http)
        .patch(`/api/protected/reservations/${placed.id}/status`)
        .set(bearer(a.tokens.staff))
        .send({ status: 'picked_up' })
        .expect(403);
      expect(refused.body).toMatchObject({ code: 'pickup_confirmed_at_counter', message: expect.stringContaining('keuken aan de balie') });
      expect((await readPortion(a, portion.id)).pickedUpQuantity).toBe(0);
      // Cancelling stays the person's own choice.
      await handOver(a, a.locationId, { code: placed.pickupCode }).expect(200);
      expect((await readPortion(a, portion.id)).pickedUpQuantity).toBe(1);
    });

    it.each(['kitchen', null, 1])('refuses pickupConfirmation %p with 400', async (value) => {
      const response = await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/settings`)
        .set(bearer(a.tokens.admin))
        .send({ pickupConfirmation: value })
        .expect(400);
      expect(refusedFields(response.body)).toEqual(['pickupConfirmation']);
    });
  });
});
