import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { refusalsOf, refusedFields } from './support/field-errors.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Check {
  id: string;
  kind: string;
  temperatureC: number;
  measuredAt: string;
  measuredBy: { id: string; name: string };
  correctsId: string | null;
  note: string | null;
}

describe('food safety', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;

  const portions = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/portions`;
  const checks = (f: TenantFixture, portionId: string) => `${portions(f)}/${portionId}/temperature-checks`;
  const log = (f: TenantFixture, locationId = f.locationId) =>
    `/api/protected/tenants/${f.tenantId}/locations/${locationId}/food-safety-log`;
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
  const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels' }).format(clock.now());
  const count = async (table: string) => Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const turnOn = (f: TenantFixture, foodSafety: Record<string, unknown> = {}) =>
    request(t.http)
      .put(`/api/protected/tenants/${f.tenantId}/settings`)
      .set(bearer(f.tokens.admin))
      .send({ foodSafety: { enabled: true, ...foodSafety } })
      .expect(200);
  const hot = (temperatureC: number, measuredHoursAgo = 0.25) => ({
    storage: 'hot',
    temperatureC,
    temperatureAt: at(-measuredHoursAgo),
    preparedAt: at(-1),
  });

  beforeAll(async () => {
    clock.set(new Date('2026-11-24T11:00:00Z'));
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    await turnOn(a);
  });
  afterAll(() => t.close());

  describe('settings', () => {
    it('are off by default with the limits of the hygiene codes, and refuse values out of range naming the field', async () => {
      const fresh = await createTenant(t);
      const read = await request(t.http)
        .get(`/api/protected/tenants/${fresh.tenantId}/settings`)
        .set(bearer(fresh.tokens.admin))
        .expect(200);
      expect(read.body.foodSafety).toEqual({
        enabled: false,
        hotMinC: 60,
        chilledMaxC: 7,
        coolingMaxHours: 5,
        hotHoldingMaxHours: 3,
        locations: [],
      });
      for (const [foodSafety, field] of [
        [{ coolingMaxHours: 13 }, 'foodSafety.coolingMaxHours'],
        [{ hotHoldingMaxHours: 0 }, 'foodSafety.hotHoldingMaxHours'],
        [{ enabled: 'yes' }, 'foodSafety.enabled'],
      ] as const) {
        const refused = await request(t.http)
          .put(`/api/protected/tenants/${fresh.tenantId}/settings`)
          .set(bearer(fresh.tokens.admin))
          .send({ foodSafety, defaultPriceCents: 100 })
          .expect(400);
        expect(refusedFields(refused.body)).toEqual([field]);
      }
      const unchanged = await request(t.http)
        .get(`/api/protected/tenants/${fresh.tenantId}/settings`)
        .set(bearer(fresh.tokens.admin))
        .expect(200);
      expect(unchanged.body).toEqual(read.body);
    });

    it("a location may differ from the organisation; another organisation's location is refused", async () => {
      const f = await createTenant(t);
      await turnOn(f, { locations: [{ locationId: f.locationId, enabled: false }] });
      await offerPortion(t, f, clock, { storage: 'hot' });
      const refused = await request(t.http)
        .put(`/api/protected/tenants/${f.tenantId}/settings`)
        .set(bearer(f.tokens.admin))
        .send({ foodSafety: { locations: [{ locationId: b.locationId, enabled: true }] } })
        .expect(400);
      expect(refused.body.errors[0]).toMatchObject({ field: 'foodSafety.locations[0].locationId', code: 'unknown_reference' });
    });
  });

  describe('offering with temperatures', () => {
    it('refuses a hot offer below 60 °C with the rule and the measured value, and stores nothing', async () => {
      const before = await count('portions');
      const refused = await request(t.http)
        .post(portions(a))
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Soep', locationId: a.locationId, availableUntil: at(2), allergensDeclared: true, ...hot(58.4) })
        .expect(400);
      expect(refusalsOf(refused.body, 'temperatureC')).toEqual([
        expect.objectContaining({ code: 'temperature_below_minimum', params: { minC: 60, measuredC: 58.4 } }),
      ]);
      expect(refusalsOf(refused.body, 'temperatureC')[0]!.message).toMatch(/60 °C.*58\.4 °C/);
      expect(await count('portions')).toBe(before);
    });

    it('refuses a hot offer without a temperature, and a chilled one whose cooling took too long', async () => {
      const missing = await request(t.http)
        .post(portions(a))
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Soep', locationId: a.locationId, availableUntil: at(2), allergensDeclared: true, storage: 'hot' })
        .expect(400);
      expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'temperatureC', code: 'temperature_required' })]);
      const slow = await request(t.http)
        .post(portions(a))
        .set(bearer(a.tokens.kitchen))
        .send({
          title: 'Rijstpudding',
          locationId: a.locationId,
          availableUntil: at(2),
          allergensDeclared: true,
          storage: 'chilled',
          coolingStartedAt: at(-7),
          cooledAt: at(-1),
          cooledTemperatureC: 5,
        })
        .expect(400);
      expect(slow.body.errors).toEqual([
        expect.objectContaining({ field: 'cooledAt', code: 'cooling_too_long', params: { hours: 5, measuredHours: 6 } }),
      ]);
    });

    it.each([
      [{ temperatureC: 110.5 }, 'temperatureC'],
      [{ temperatureC: 'warm' }, 'temperatureC'],
      [{ temperatureC: 70, temperatureAt: 'gisteren' }, 'temperatureAt'],
      [{ iddsiLevel: 8 }, 'iddsiLevel'],
    ])('refuses %p naming the field', async (fields, field) => {
      const refused = await request(t.http)
        .post(portions(a))
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Soep', locationId: a.locationId, availableUntil: at(2), allergensDeclared: true, storage: 'hot', ...fields })
        .expect(400);
      expect(refusedFields(refused.body)).toContain(field);
    });

    it('refuses times in the future and out of order', async () => {
      const future = await request(t.http)
        .post(portions(a))
        .set(bearer(a.tokens.kitchen))
        .send({
          title: 'Soep',
          locationId: a.locationId,
          availableUntil: at(2),
          allergensDeclared: true,
          ...hot(70),
          temperatureAt: at(0.5),
        })
        .expect(400);
      expect(future.body.errors).toEqual([expect.objectContaining({ field: 'temperatureAt', code: 'in_future' })]);
      const order = await request(t.http)
        .post(portions(a))
        .set(bearer(a.tokens.kitchen))
        .send({
          title: 'Vla',
          locationId: a.locationId,
          availableUntil: at(2),
          allergensDeclared: true,
          storage: 'chilled',
          coolingStartedAt: at(-1),
          cooledAt: at(-2),
          cooledTemperatureC: 5,
        })
        .expect(400);
      expect(order.body.errors).toEqual([expect.objectContaining({ field: 'cooledAt', code: 'out_of_order' })]);
    });

    it('answers a hot offer with its temperature, who measured it, its IDDSI level and its end of hot holding', async () => {
      const portion = await offerPortion(t, a, clock, { ...hot(74.46), iddsiLevel: 5 });
      expect(portion).toMatchObject({
        temperatureC: 74.5,
        temperatureAt: at(-0.25),
        iddsiLevel: 5,
        endedReason: null,
        holdUntil: at(2.75),
        temperatureChecks: [
          { kind: 'offer', temperatureC: 74.5, measuredBy: { id: a.userIds.kitchen, name: expect.any(String) }, correctsId: null },
        ],
      });
      const read = await request(t.http)
        .get(`${portions(a)}/${portion.id}`)
        .set(bearer(a.tokens.staff))
        .expect(200);
      expect(read.body.temperatureChecks).toEqual(portion.temperatureChecks);
    });
  });

  describe('checks', () => {
    it('a hot check below 60 °C withdraws the portion at once and cancels its reservations with the reason', async () => {
      const portion = await offerPortion(t, a, clock, hot(70));
      const reservation = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;
      const check = await request(t.http)
        .post(checks(a, portion.id))
        .set(bearer(a.tokens.kitchen))
        .send({ temperatureC: 57.5 })
        .expect(201);
      expect(check.body).toMatchObject({ kind: 'check', temperatureC: 57.5, correctsId: null, measuredBy: { id: a.userIds.kitchen } });
      const read = await request(t.http)
        .get(`${portions(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .expect(200);
      expect(read.body).toMatchObject({ status: 'expired', endedReason: 'temperature', reservedQuantity: 0 });
      const mine = await request(t.http).get(`/api/protected/reservations/${reservation.id}`).set(bearer(a.tokens.staff)).expect(200);
      expect(mine.body).toMatchObject({ status: 'cancelled', portion: { status: 'expired', endedReason: 'temperature' } });
    });

    it('a check within the limit keeps the portion on offer; a check on an ended portion is refused and not stored', async () => {
      const portion = await offerPortion(t, a, clock, hot(70));
      await request(t.http).post(checks(a, portion.id)).set(bearer(a.tokens.kitchen)).send({ temperatureC: 63 }).expect(201);
      await request(t.http)
        .patch(`${portions(a)}/${portion.id}/status`)
        .set(bearer(a.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(200);
      const before = await count('portion_temperatures');
      const refused = await request(t.http)
        .post(checks(a, portion.id))
        .set(bearer(a.tokens.kitchen))
        .send({ temperatureC: 65 })
        .expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'portionId', code: 'portion_ended' })]);
      expect(await count('portion_temperatures')).toBe(before);
      const read = await request(t.http)
        .get(`${portions(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .expect(200);
      expect(read.body).toMatchObject({ endedReason: 'withdrawn' });
    });

    it("another organisation's portion is not found, and staff may not record a check", async () => {
      const portion = await offerPortion(t, a, clock, hot(70));
      await request(t.http).post(checks(b, portion.id)).set(bearer(b.tokens.kitchen)).send({ temperatureC: 65 }).expect(404);
      await request(t.http).post(checks(a, portion.id)).set(bearer(a.tokens.staff)).send({ temperatureC: 65 }).expect(403);
      await request(t.http)
        .post(checks(a, portion.id))
        .set(bearer(a.tokens.kitchen))
        .send({ temperatureC: 65, measuredAt: at(1) })
        .expect(400)
        .expect(({ body }) => expect(body.errors[0]).toMatchObject({ field: 'measuredAt', code: 'in_future' }));
    });

    it('a correction names the entry it corrects, with who and why, and the original stays', async () => {
      const portion = await offerPortion(t, a, clock, hot(70));
      const original = (portion.temperatureChecks as Check[])[0]!;
      const refused = await request(t.http)
        .post(checks(a, portion.id))
        .set(bearer(a.tokens.admin))
        .send({ temperatureC: 72, correctsId: original.id })
        .expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'note', code: 'required' })]);
      const correction = await request(t.http)
        .post(checks(a, portion.id))
        .set(bearer(a.tokens.admin))
        .send({ temperatureC: 72, correctsId: original.id, note: 'Overgetypt van de verkeerde thermometer' })
        .expect(201);
      expect(correction.body).toMatchObject({ kind: 'offer', correctsId: original.id, measuredBy: { id: a.userIds.admin } });
      const read = await request(t.http)
        .get(`${portions(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .expect(200);
      expect(read.body.temperatureChecks).toEqual([original, correction.body]);
      expect(read.body.temperatureC).toBe(72);
      await expect(
        t.app.get(DataSource).query(`UPDATE portion_temperatures SET temperature_c = 80 WHERE id = $1`, [original.id]),
      ).rejects.toThrow(/never changed/);
    });

    it('an edited temperature becomes a correction, and the answer keeps both', async () => {
      const portion = await offerPortion(t, a, clock, hot(70));
      const edited = await request(t.http)
        .put(`${portions(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ temperatureC: 71 })
        .expect(200);
      expect(edited.body.temperatureChecks).toHaveLength(2);
      expect(edited.body.temperatureChecks[1]).toMatchObject({ temperatureC: 71, correctsId: edited.body.temperatureChecks[0].id });
    });
  });

  describe('hot holding', () => {
    it('withdraws a hot portion held longer than the limit in the expiry job, cancelling its reservations with the reason', async () => {
      const f = await createTenant(t);
      await turnOn(f, { hotHoldingMaxHours: 2 });
      const portion = await offerPortion(t, f, clock, { ...hot(75, 0), availableUntil: at(6) });
      const reservation = (await reserve(t, f.tokens.staff, portion.id).expect(201)).body;
      clock.advance(2 * HOUR - 1000);
      await t.app.get(ExpirePortionsUseCase).execute();
      expect(
        (
          await request(t.http)
            .get(`${portions(f)}/${portion.id}`)
            .set(bearer(f.tokens.kitchen))
        ).body.status,
      ).toBe('available');
      clock.advance(1000);
      await t.app.get(ExpirePortionsUseCase).execute();
      const read = await request(t.http)
        .get(`${portions(f)}/${portion.id}`)
        .set(bearer(f.tokens.kitchen))
        .expect(200);
      expect(read.body).toMatchObject({ status: 'expired', endedReason: 'holding_time', endedAt: clock.now().toISOString() });
      const mine = await request(t.http).get(`/api/protected/reservations/${reservation.id}`).set(bearer(f.tokens.staff)).expect(200);
      expect(mine.body).toMatchObject({ status: 'cancelled', portion: { endedReason: 'holding_time' } });
      clock.advance(-2 * HOUR);
    });
  });

  describe('at the counter', () => {
    const handOver = (f: TenantFixture, body: Record<string, unknown>) =>
      request(t.http)
        .post(`/api/protected/tenants/${f.tenantId}/locations/${f.locationId}/handovers`)
        .set(bearer(f.tokens.kitchen))
        .send(body);

    it('records a temperature at hand-over as a handover entry with who measured it, in the portion and the log', async () => {
      const f = await createTenant(t);
      await turnOn(f);
      const portion = await offerPortion(t, f, clock, { ...hot(74), totalQuantity: 2 });
      const placed = (await reserve(t, f.tokens.staff, portion.id).expect(201)).body;
      const answer = await handOver(f, { code: placed.pickupCode, temperatureC: 66.44 }).expect(200);
      expect(answer.body).toMatchObject({
        id: placed.id,
        status: 'picked_up',
        handoverTemperature: { temperatureC: 66.4, outsideLimits: false },
      });
      const read = await request(t.http)
        .get(`${portions(f)}/${portion.id}`)
        .set(bearer(f.tokens.kitchen))
        .expect(200);
      expect(read.body.temperatureChecks).toEqual([
        expect.objectContaining({ kind: 'offer', temperatureC: 74 }),
        expect.objectContaining({
          kind: 'handover',
          temperatureC: 66.4,
          measuredAt: clock.now().toISOString(),
          measuredBy: { id: f.userIds.kitchen, name: 'Kees Keuken' },
        }),
      ]);
      const logged = await request(t.http).get(log(f)).query({ from: today(), to: today() }).set(bearer(f.tokens.admin)).expect(200);
      expect(logged.body.batches[0].temperatures).toContainEqual(expect.objectContaining({ kind: 'handover', temperatureC: 66.4 }));
      const csv = await request(t.http)
        .get(log(f))
        .query({ from: today(), to: today(), format: 'csv' })
        .set(bearer(f.tokens.admin))
        .expect(200);
      expect(csv.text).toContain('bij overhandiging');
    });

    it('warns, without refusing or withdrawing, when a hot portion is handed over below the minimum; no temperature, no entry', async () => {
      const f = await createTenant(t);
      await turnOn(f);
      const portion = await offerPortion(t, f, clock, { ...hot(70), totalQuantity: 3 });
      const first = (await reserve(t, f.tokens.staff, portion.id).expect(201)).body;
      const cold = await handOver(f, { code: first.pickupCode, temperatureC: 52 }).expect(200);
      expect(cold.body).toMatchObject({ status: 'picked_up', handoverTemperature: { temperatureC: 52, outsideLimits: true } });
      const read = await request(t.http)
        .get(`${portions(f)}/${portion.id}`)
        .set(bearer(f.tokens.kitchen))
        .expect(200);
      expect(read.body).toMatchObject({ status: 'available', endedReason: null });
      const second = (await reserve(t, f.tokens.staff, portion.id).expect(201)).body;
      const without = await handOver(f, { code: second.pickupCode }).expect(200);
      expect(without.body.handoverTemperature).toBeNull();
      const after = await request(t.http)
        .get(`${portions(f)}/${portion.id}`)
        .set(bearer(f.tokens.kitchen))
        .expect(200);
      expect((after.body.temperatureChecks as Check[]).map((entry) => entry.kind)).toEqual(['offer', 'handover']);
    });

    it('refuses a temperature out of range or not a number, naming the field, and hands nothing over', async () => {
      const f = await createTenant(t);
      await turnOn(f);
      const portion = await offerPortion(t, f, clock, hot(70));
      const placed = (await reserve(t, f.tokens.staff, portion.id).expect(201)).body;
      for (const temperatureC of [111, -31, '60', null]) {
        const refused = await handOver(f, { code: placed.pickupCode, temperatureC }).expect(400);
        expect(refusedFields(refused.body)).toEqual(['temperatureC']);
      }
      const mine = await request(t.http).get(`/api/protected/reservations/${placed.id}`).set(bearer(f.tokens.staff)).expect(200);
      expect(mine.body.status).toBe('reserved');
    });
  });

  describe('the log', () => {
    it("lists the day's batches of the location with every entry and how each ended, as JSON and as CSV", async () => {
      const f = await createTenant(t);
      await turnOn(f);
      const stew = await offerPortion(t, f, clock, { ...hot(76), title: '=Stoofvlees', totalQuantity: 2 });
      const original = (stew.temperatureChecks as Check[])[0]!;
      await request(t.http)
        .post(checks(f, stew.id))
        .set(bearer(f.tokens.kitchen))
        .send({ temperatureC: 75, correctsId: original.id, note: 'Afleesfout' })
        .expect(201);
      await request(t.http).post(checks(f, stew.id)).set(bearer(f.tokens.kitchen)).send({ temperatureC: 55 }).expect(201);
      const json = await request(t.http).get(log(f)).query({ from: today(), to: today() }).set(bearer(f.tokens.admin)).expect(200);
      expect(json.body).toMatchObject({ locationId: f.locationId, from: today(), to: today() });
      expect(json.body.batches).toEqual([
        expect.objectContaining({
          portionId: stew.id,
          title: '=Stoofvlees',
          storage: 'hot',
          endedReason: 'temperature',
          temperatures: [
            expect.objectContaining({ id: original.id, temperatureC: 76, correctsId: null }),
            expect.objectContaining({ temperatureC: 75, correctsId: original.id, note: 'Afleesfout' }),
            expect.objectContaining({ kind: 'check', temperatureC: 55 }),
          ],
        }),
      ]);
      const csv = await request(t.http)
        .get(log(f))
        .query({ from: today(), to: today(), format: 'csv' })
        .set(bearer(f.tokens.kitchen))
        .expect(200)
        .expect('Content-Type', /text\/csv/);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Aangeboden;Gerecht;Aantal/);
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(`;'=Stoofvlees;`);
      expect(lines[2]).toContain(`;75,0;`);
      expect(lines[2]).toContain(original.id);
      expect(lines[3]).toContain('teruggetrokken: temperatuur');
    });

    it('is empty on another day, refuses bad periods naming the field, and hides other organisations and staff', async () => {
      const empty = await request(t.http)
        .get(log(a))
        .query({ from: '2026-01-01', to: '2026-01-02' })
        .set(bearer(a.tokens.admin))
        .expect(200);
      expect(empty.body.batches).toEqual([]);
      for (const [query, field] of [
        [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
        [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
        [{ from: '2026-01-01', to: '2026-06-01' }, 'to'],
      ] as const) {
        const refused = await request(t.http).get(log(a)).query(query).set(bearer(a.tokens.admin)).expect(400);
        expect(refusedFields(refused.body)).toEqual([field]);
      }
      await request(t.http).get(log(b, a.locationId)).query({ from: today(), to: today() }).set(bearer(b.tokens.admin)).expect(404);
      await request(t.http).get(log(a)).query({ from: today(), to: today() }).set(bearer(a.tokens.staff)).expect(403);
    });
  });
});
