import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import { CreateLocationUseCase } from '../src/application/tenancy/create-location.use-case.js';
import { UpdateLocationUseCase } from '../src/application/tenancy/update-location.use-case.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('portions', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;

  const base = (tenant: TenantFixture) => `/api/protected/tenants/${tenant.tenantId}/portions`;
  const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t, 'custom');
    b = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  describe('offering', () => {
    it('kitchen creates a portion: 201, everything available, with the location name', async () => {
      const response = await request(t.http)
        .post(base(a))
        .set(bearer(a.tokens.kitchen))
        .send({
          title: '  Erwtensoep ',
          description: 'Met roggebrood',
          locationId: a.locationId,
          totalQuantity: 6,
          availableUntil: inHours(3),
          allergens: ['gluten'],
        })
        .expect(201);
      expect(response.body).toMatchObject({
        title: 'Erwtensoep',
        description: 'Met roggebrood',
        tenantId: a.tenantId,
        locationId: a.locationId,
        locationName: expect.stringMatching(/^Locatie/),
        totalQuantity: 6,
        availableQuantity: 6,
        reservedQuantity: 0,
        pickedUpQuantity: 0,
        allergens: ['gluten'],
        mayContain: [],
        allergensDeclared: true,
        diet: [],
        ingredients: null,
        preparedAt: null,
        storage: null,
        reheat: false,
        status: 'available',
        createdBy: a.userIds.kitchen,
      });
    });

    it('defaults to one portion without description; "contains none of the 14" is an explicit answer', async () => {
      const response = await request(t.http)
        .post(base(a))
        .set(bearer(a.tokens.admin))
        .send({ title: 'Soep', locationId: a.locationId, availableUntil: inHours(1), allergensDeclared: true })
        .expect(201);
      expect(response.body).toMatchObject({
        totalQuantity: 1,
        availableQuantity: 1,
        description: '',
        allergens: [],
        allergensDeclared: true,
      });
    });

    it('staff may not offer portions', async () => {
      await request(t.http)
        .post(base(a))
        .set(bearer(a.tokens.staff))
        .send({ title: 'Soep', locationId: a.locationId, availableUntil: inHours(1) })
        .expect(403);
    });

    it.each([
      ['a blank title', { title: '   ' }, 'title'],
      ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title'],
      ['a description over 1000 characters', { description: 'x'.repeat(1001) }, 'description'],
      ['a quantity of 0', { totalQuantity: 0 }, 'totalQuantity'],
      ['a quantity of 501', { totalQuantity: 501 }, 'totalQuantity'],
      ['a fractional quantity', { totalQuantity: 2.5 }, 'totalQuantity'],
      ['an end in the past', { availableUntil: new Date(Date.now() - HOUR).toISOString() }, 'availableUntil'],
      ['an end more than 7 days ahead', { availableUntil: new Date(Date.now() + 7 * 24 * HOUR + HOUR).toISOString() }, 'availableUntil'],
      ['an end without a time zone', { availableUntil: '2030-01-01T12:00:00' }, 'availableUntil'],
      ['an end that is no date', { availableUntil: 'morgen' }, 'availableUntil'],
      ['an unknown allergen', { allergens: ['Pinda'] }, 'allergens'],
      ['a repeated allergen', { allergens: ['Vis', 'Vis'] }, 'allergens'],
      ['allergens that are no list', { allergens: 'gluten' }, 'allergens'],
      ['a location id that is no UUID', { locationId: 'abc' }, 'locationId'],
      ['an unknown field', { price: 3 }, 'price'],
    ])('rejects %s with 400 naming the field', async (_name, fields, field) => {
      const response = await request(t.http)
        .post(base(a))
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Soep', locationId: a.locationId, availableUntil: inHours(1), allergensDeclared: true, ...fields })
        .expect(400);
      expect(refusedFields(response.body)).toEqual([field]);
    });

    it('reports every bad field at once, the location included', async () => {
      const response = await request(t.http)
        .post(base(a))
        .set(bearer(a.tokens.kitchen))
        .send({ title: ' ', locationId: b.locationId, availableUntil: new Date(Date.now() - HOUR).toISOString() })
        .expect(400);
      expect(refusedFields(response.body).sort()).toEqual(['allergens', 'availableUntil', 'locationId', 'title']);
    });

    it('refuses a location of another tenant and an inactive location', async () => {
      const inactive = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Gesloten keuken' });
      await t.app.get(UpdateLocationUseCase).execute(a.tenantId, inactive.id, { isActive: false });
      for (const locationId of [b.locationId, inactive.id]) {
        const response = await request(t.http)
          .post(base(a))
          .set(bearer(a.tokens.kitchen))
          .send({ title: 'Soep', locationId, availableUntil: inHours(1), allergensDeclared: true })
          .expect(400);
        expect(response.body.errors).toEqual([
          { field: 'locationId', code: 'unknown_reference', message: 'locationId must be an active location of this tenant' },
        ]);
      }
    });
  });

  describe('listing', () => {
    let tenant: TenantFixture;
    let otherLocation: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      tenant = await createTenant(t, 'custom');
      otherLocation = (await t.app.get(CreateLocationUseCase).execute(tenant.tenantId, { name: 'Paviljoen' })).id;
      ids.late = (await offerPortion(t, tenant, clock, { title: 'Late', availableUntil: inHours(5) })).id;
      clock.advance(1000);
      ids.soon = (await offerPortion(t, tenant, clock, { title: 'Soon', availableUntil: inHours(1), locationId: otherLocation })).id;
      clock.advance(1000);
      ids.soldOut = (await offerPortion(t, tenant, clock, { title: 'Sold out', totalQuantity: 1 })).id;
      await reserve(t, tenant.tokens.staff, ids.soldOut).expect(201);
      clock.advance(1000);
      ids.withdrawn = (await offerPortion(t, tenant, clock, { title: 'Withdrawn' })).id;
      await request(t.http)
        .patch(`${base(tenant)}/${ids.withdrawn}/status`)
        .set(bearer(tenant.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(200);
    });

    it('kitchen and admin see every portion, newest first, with reserved and picked-up counts', async () => {
      for (const token of [tenant.tokens.kitchen, tenant.tokens.admin]) {
        const response = await request(t.http).get(base(tenant)).set(bearer(token)).expect(200);
        expect(response.body.map((p: { title: string }) => p.title)).toEqual(['Withdrawn', 'Sold out', 'Soon', 'Late']);
        expect(response.headers['content-range']).toBe('portions 0-3/4');
        expect(response.body[1]).toMatchObject({ availableQuantity: 0, reservedQuantity: 1, pickedUpQuantity: 0 });
      }
    });

    it('available=true lists only what can be reserved now, soonest end first, with location names', async () => {
      const response = await request(t.http)
        .get(`${base(tenant)}?available=true`)
        .set(bearer(tenant.tokens.kitchen))
        .expect(200);
      expect(response.body.map((p: { title: string }) => p.title)).toEqual(['Soon', 'Late']);
      expect(response.body[0].locationName).toBe('Paviljoen');
    });

    it('staff always get the reservable list with the fully booked portions on offer (for their waiting list), with or without available=true', async () => {
      for (const path of [base(tenant), `${base(tenant)}?available=true`, `${base(tenant)}?available=false`]) {
        const response = await request(t.http).get(path).set(bearer(tenant.tokens.staff)).expect(200);
        expect(response.body.map((p: { title: string }) => p.title)).toEqual(['Soon', 'Sold out', 'Late']);
      }
    });

    it('narrows to one location with locationId', async () => {
      const response = await request(t.http)
        .get(`${base(tenant)}?available=true&locationId=${otherLocation}`)
        .set(bearer(tenant.tokens.staff))
        .expect(200);
      expect(response.body.map((p: { id: string }) => p.id)).toEqual([ids.soon]);
    });

    it('follows the list contract: range, sort and a status filter', async () => {
      const page = await request(t.http)
        .get(`${base(tenant)}?range=[1,2]&sort=["title","ASC"]`)
        .set(bearer(tenant.tokens.kitchen))
        .expect(200);
      expect(page.body.map((p: { title: string }) => p.title)).toEqual(['Sold out', 'Soon']);
      expect(page.headers['content-range']).toBe('portions 1-2/4');
      const expired = await request(t.http)
        .get(`${base(tenant)}?filter={"status":"expired"}`)
        .set(bearer(tenant.tokens.kitchen))
        .expect(200);
      expect(expired.body.map((p: { id: string }) => p.id)).toEqual([ids.withdrawn]);
    });

    it.each([
      ['an unknown sort field', 'sort=["price","ASC"]'],
      ['an unknown status', 'filter={"status":"gone"}'],
      ['available that is no boolean', 'available=ja'],
      ['a location id that is no UUID', 'locationId=abc'],
    ])('answers 400 for %s', async (_name, query) => {
      await request(t.http)
        .get(`${base(tenant)}?${query}`)
        .set(bearer(tenant.tokens.kitchen))
        .expect(400);
    });

    it('reads a single portion, for staff too', async () => {
      const response = await request(t.http)
        .get(`${base(tenant)}/${ids.soon}`)
        .set(bearer(tenant.tokens.staff))
        .expect(200);
      expect(response.body).toMatchObject({ id: ids.soon, title: 'Soon', locationName: 'Paviljoen', status: 'available' });
    });
  });

  describe('editing and withdrawing', () => {
    it('kitchen edits title, description, allergens, end and total; availability follows the total', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
      await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
      const until = inHours(6);
      const response = await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Lasagne XL', description: 'Groot', allergens: ['Lactose', 'Gluten'], availableUntil: until, totalQuantity: 8 })
        .expect(200);
      expect(response.body).toMatchObject({
        title: 'Lasagne XL',
        description: 'Groot',
        allergens: ['gluten', 'milk'],
        availableUntil: until,
        totalQuantity: 8,
        availableQuantity: 6,
        reservedQuantity: 2,
      });
    });

    it('refuses a total below what is already reserved, and changes nothing', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
      await reserve(t, a.tokens.staff, portion.id, 3).expect(201);
      const response = await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ totalQuantity: 2, title: 'Nieuw' })
        .expect(400);
      expect(refusedFields(response.body)).toEqual(['totalQuantity']);
      const after = await request(t.http)
        .get(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .expect(200);
      expect(after.body).toMatchObject({ title: 'Lasagne', totalQuantity: 5, availableQuantity: 2 });
    });

    it('lowering the total to what was picked up finishes the portion', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
      const reservation = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
      await request(t.http)
        .patch(`/api/protected/reservations/${reservation.body.id}/status`)
        .set(bearer(a.tokens.staff))
        .send({ status: 'picked_up' })
        .expect(200);
      const response = await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ totalQuantity: 2 })
        .expect(200);
      expect(response.body).toMatchObject({ status: 'finished', availableQuantity: 0, pickedUpQuantity: 2 });
    });

    it('staff may not edit or withdraw', async () => {
      const portion = await offerPortion(t, a, clock);
      await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.staff))
        .send({ title: 'X' })
        .expect(403);
      await request(t.http)
        .patch(`${base(a)}/${portion.id}/status`)
        .set(bearer(a.tokens.staff))
        .send({ status: 'expired' })
        .expect(403);
    });

    it('the location cannot be moved (an unchanged one is ignored), and edits are checked per field', async () => {
      const portion = await offerPortion(t, a, clock);
      await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ locationId: a.locationId })
        .expect(200);
      const moved = await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ locationId: randomUUID() })
        .expect(400);
      expect(refusedFields(moved.body)).toEqual(['locationId']);
      const bad = await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ title: '', availableUntil: inHours(-1) })
        .expect(400);
      expect(refusedFields(bad.body).sort()).toEqual(['availableUntil', 'title']);
    });

    it('withdrawing expires the portion and cancels its open reservations, leaving picked-up ones alone', async () => {
      const portion = await offerPortion(t, a, clock, { totalQuantity: 6 });
      const open = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
      const collected = await reserve(t, a.tokens.kitchen, portion.id, 1).expect(201);
      await request(t.http)
        .patch(`/api/protected/reservations/${collected.body.id}/status`)
        .set(bearer(a.tokens.kitchen))
        .send({ status: 'picked_up' })
        .expect(200);
      const response = await request(t.http)
        .patch(`${base(a)}/${portion.id}/status`)
        .set(bearer(a.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(200);
      expect(response.body).toMatchObject({ status: 'expired', reservedQuantity: 0, pickedUpQuantity: 1, availableQuantity: 5 });
      const mine = await request(t.http).get(`/api/protected/reservations/${open.body.id}`).set(bearer(a.tokens.staff)).expect(200);
      expect(mine.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
      const kept = await request(t.http).get(`/api/protected/reservations/${collected.body.id}`).set(bearer(a.tokens.kitchen)).expect(200);
      expect(kept.body.status).toBe('picked_up');
      await reserve(t, a.tokens.staff, portion.id).expect(409);
    });

    it('a withdrawn portion can be neither withdrawn again nor edited', async () => {
      const portion = await offerPortion(t, a, clock);
      await request(t.http)
        .patch(`${base(a)}/${portion.id}/status`)
        .set(bearer(a.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(200);
      const again = await request(t.http)
        .patch(`${base(a)}/${portion.id}/status`)
        .set(bearer(a.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(409);
      expect(again.body.code).toBe('portion_not_editable');
      await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Terug' })
        .expect(409);
    });

    it('the status endpoint only withdraws: any other status is a 400', async () => {
      const portion = await offerPortion(t, a, clock);
      for (const status of ['available', 'finished', 'weg']) {
        await request(t.http)
          .patch(`${base(a)}/${portion.id}/status`)
          .set(bearer(a.tokens.kitchen))
          .send({ status })
          .expect(400);
      }
    });
  });

  describe('expiry', () => {
    let tenant: TenantFixture;
    beforeAll(async () => {
      tenant = await createTenant(t);
    });

    it('reads treat a passed availableUntil as expired at once, before the job ran', async () => {
      const portion = await offerPortion(t, tenant, clock, { availableUntil: inHours(1) });
      clock.advance(HOUR);
      const read = await request(t.http)
        .get(`${base(tenant)}/${portion.id}`)
        .set(bearer(tenant.tokens.kitchen))
        .expect(200);
      expect(read.body.status).toBe('expired');
      const list = await request(t.http)
        .get(`${base(tenant)}?available=true`)
        .set(bearer(tenant.tokens.staff))
        .expect(200);
      expect(list.body.map((p: { id: string }) => p.id)).not.toContain(portion.id);
      const refused = await reserve(t, tenant.tokens.staff, portion.id).expect(409);
      expect(refused.body.code).toBe('portion_expired');
      const stored = await t.app.get(ExpirePortionsUseCase).execute();
      expect(stored).toBeGreaterThanOrEqual(1);
    });

    it('the job stores expired for every available portion whose window closed, and only for those', async () => {
      const closing = await offerPortion(t, tenant, clock, { availableUntil: inHours(1) });
      const open = await offerPortion(t, tenant, clock, { availableUntil: inHours(3) });
      clock.advance(2 * HOUR);
      await t.app.get(ExpirePortionsUseCase).execute();
      const rows: { id: string; status: string }[] = await t.app
        .get(DataSource)
        .query('SELECT id, status FROM portions WHERE id = ANY($1)', [[closing.id, open.id]]);
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [closing.id]: 'expired', [open.id]: 'available' });
      expect(await t.app.get(ExpirePortionsUseCase).execute()).toBe(0);
    });
  });

  describe('food information', () => {
    const offer = (fields: Record<string, unknown>) =>
      request(t.http)
        .post(base(a))
        .set(bearer(a.tokens.kitchen))
        .send({ title: 'Stamppot', locationId: a.locationId, availableUntil: inHours(2), ...fields });
    const count = async () => Number((await t.app.get(DataSource).query('SELECT count(*) AS n FROM portions'))[0].n);

    it('an offer that neither lists allergens nor says "none" answers 400 with a Dutch message and a code at allergens', async () => {
      const before = await count();
      for (const fields of [{}, { allergensDeclared: false }, { allergens: [], mayContain: ['nuts'] }]) {
        const response = await offer(fields).expect(400);
        expect(response.body.errors).toEqual([
          { field: 'allergens', code: 'allergens_not_declared', message: expect.stringContaining('geen van de 14 allergenen') },
        ]);
      }
      expect(await count()).toBe(before);
    });

    it('stores and answers every new field, with codes in the order of the regulation', async () => {
      const preparedAt = new Date(clock.now().getTime() - 2 * HOUR);
      const response = await offer({
        allergens: ['milk', 'gluten', 'peanuts'],
        mayContain: ['sesame'],
        diet: ['vegan', 'vegetarian'],
        ingredients: '  Aardappel, boerenkool, melk, pindasaus  ',
        preparedAt: preparedAt.toISOString(),
        storage: 'chilled',
        reheat: true,
      }).expect(201);
      const expected = {
        allergens: ['gluten', 'peanuts', 'milk'],
        mayContain: ['sesame'],
        allergensDeclared: true,
        diet: ['vegetarian', 'vegan'],
        ingredients: 'Aardappel, boerenkool, melk, pindasaus',
        preparedAt: preparedAt.toISOString(),
        storage: 'chilled',
        reheat: true,
      };
      expect(response.body).toMatchObject(expected);
      const read = await request(t.http)
        .get(`${base(a)}/${response.body.id}`)
        .set(bearer(a.tokens.staff))
        .expect(200);
      expect(read.body).toMatchObject(expected);
    });

    it('accepts the six old Dutch values from older clients and answers with codes', async () => {
      const response = await offer({ allergens: ['Gluten', 'Lactose', 'Noten', 'Eieren', 'Vis', 'Soja'] }).expect(201);
      expect(response.body.allergens).toEqual(['gluten', 'eggs', 'fish', 'soy', 'milk', 'nuts']);
      const edited = await request(t.http)
        .put(`${base(a)}/${response.body.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ mayContain: ['Noten'], allergens: ['Lactose'] })
        .expect(200);
      expect(edited.body).toMatchObject({ allergens: ['milk'], mayContain: ['nuts'] });
    });

    it.each([
      ['an unknown allergen code', { allergens: ['shellfish'] }, 'allergens', 'food_code_unknown'],
      ['an allergen in both lists', { allergens: ['milk'], mayContain: ['Lactose'] }, 'mayContain', 'allergen_in_both_lists'],
      ['a duplicate in "may contain"', { allergensDeclared: true, mayContain: ['nuts', 'nuts'] }, 'mayContain', 'food_code_repeated'],
      ['vegan but not vegetarian', { allergensDeclared: true, diet: ['vegan'] }, 'diet', 'diet_vegan_not_vegetarian'],
      ['an unknown diet mark', { allergensDeclared: true, diet: ['keto'] }, 'diet', 'food_code_unknown'],
      ['a preparation in the future', () => ({ allergensDeclared: true, preparedAt: inHours(0.1) }), 'preparedAt', 'prepared_at_in_future'],
      [
        'a preparation 8 days back',
        () => ({ allergensDeclared: true, preparedAt: inHours(-8 * 24) }),
        'preparedAt',
        'prepared_at_too_long_ago',
      ],
      [
        'ingredients of 1,001 characters',
        { allergensDeclared: true, ingredients: 'x'.repeat(1001) },
        'ingredients',
        'ingredients_too_long',
      ],
      ['reheating food kept hot', { allergensDeclared: true, storage: 'hot', reheat: true }, 'reheat', 'reheat_needs_chilled'],
    ])('refuses %s with 400 and a stable code at the field, storing nothing', async (_name, fields, field, code) => {
      const before = await count();
      const response = await offer(typeof fields === 'function' ? fields() : fields).expect(400);
      expect(response.body.errors).toMatchObject([{ field, code }]);
      expect(await count()).toBe(before);
    });

    it.each([
      ['an unknown storage kind', { storage: 'frozen' }, 'storage'],
      ['a preparation without a time zone', { preparedAt: '2026-01-01T12:00:00' }, 'preparedAt'],
      ['a declaration that is no boolean', { allergensDeclared: 'yes' }, 'allergensDeclared'],
    ])('refuses %s with 400 naming the field', async (_name, fields, field) => {
      const response = await offer({ allergensDeclared: true, ...fields }).expect(400);
      expect(refusedFields(response.body)).toEqual([field]);
    });

    it("follows the tenant's limit from preparation to the end of pick-up per storage kind, naming the limit", async () => {
      const settings = `/api/protected/tenants/${a.tenantId}/settings`;
      await request(t.http)
        .put(settings)
        .set(bearer(a.tokens.admin))
        .send({ maxHoursPreparedToEnd: { hot: 3 } })
        .expect(200);
      const hot = { allergensDeclared: true, storage: 'hot', preparedAt: inHours(-2) };
      await offer({ ...hot, availableUntil: inHours(1) }).expect(201);
      const refused = await offer({ ...hot, availableUntil: inHours(1.5) }).expect(400);
      expect(refused.body.errors).toEqual([
        {
          field: 'availableUntil',
          code: 'prepared_to_end_too_long',
          params: { hours: 3 },
          message: expect.stringContaining('hoogstens 3 uur'),
        },
      ]);
      await offer({ ...hot, storage: 'chilled', availableUntil: inHours(30) }).expect(201);
      const kept = await offer({ ...hot, availableUntil: inHours(1) }).expect(201);
      const edit = await request(t.http)
        .put(`${base(a)}/${kept.body.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ availableUntil: inHours(2) })
        .expect(400);
      expect(edit.body.errors).toMatchObject([{ field: 'availableUntil', code: 'prepared_to_end_too_long' }]);
      await request(t.http)
        .put(settings)
        .set(bearer(a.tokens.admin))
        .send({ maxHoursPreparedToEnd: { hot: null } })
        .expect(200);
    });
  });

  describe('tenancy', () => {
    it("another tenant's portion is not found by id", async () => {
      const portion = await offerPortion(t, a, clock);
      // b's own path with a's portion id: the object does not exist for b.
      await request(t.http)
        .get(`${base(b)}/${portion.id}`)
        .set(bearer(b.tokens.kitchen))
        .expect(404);
      await request(t.http)
        .put(`${base(b)}/${portion.id}`)
        .set(bearer(b.tokens.kitchen))
        .send({ title: 'X' })
        .expect(404);
      await request(t.http)
        .patch(`${base(b)}/${portion.id}/status`)
        .set(bearer(b.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(404);
    });

    it("another tenant's path answers 403 on every portion route", async () => {
      const portion = await offerPortion(t, a, clock);
      await request(t.http).get(base(a)).set(bearer(b.tokens.kitchen)).expect(403);
      await request(t.http)
        .get(`${base(a)}/${portion.id}`)
        .set(bearer(b.tokens.staff))
        .expect(403);
      await request(t.http)
        .post(base(a))
        .set(bearer(b.tokens.kitchen))
        .send({ title: 'X', locationId: a.locationId, availableUntil: inHours(1), allergensDeclared: true })
        .expect(403);
      await request(t.http)
        .put(`${base(a)}/${portion.id}`)
        .set(bearer(b.tokens.admin))
        .send({ title: 'X' })
        .expect(403);
      await request(t.http)
        .patch(`${base(a)}/${portion.id}/status`)
        .set(bearer(b.tokens.kitchen))
        .send({ status: 'expired' })
        .expect(403);
    });

    it('superadmins load no portions, and anonymous callers get 401', async () => {
      await request(t.http).get(base(a)).set(bearer(superToken)).expect(403);
      await request(t.http).get(base(a)).expect(401);
    });
  });
});
