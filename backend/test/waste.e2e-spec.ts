import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { refusalsOf } from './support/field-errors.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const WEDNESDAY = new Date('2026-03-11T10:00:00Z');
const DAY = 24 * HOUR;

describe('waste records, meals served and the waste report', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let db: DataSource;

  beforeAll(async () => {
    clock.set(WEDNESDAY);
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const api = (f: TenantFixture, path: string) => `/api/protected/tenants/${f.tenantId}${path}`;
  const valid = (f: TenantFixture) => ({
    locationId: f.locationId,
    weightGrams: 1250,
    stage: 'overproduction',
    reasonCode: 'overproduced',
    destination: 'digestion',
  });
  const record = async (f: TenantFixture, fields: Record<string, unknown> = {}, token = f.tokens.kitchen) =>
    (
      await request(t.http)
        .post(api(f, '/waste-records'))
        .set(bearer(token))
        .send({ ...valid(f), ...fields })
        .expect(201)
    ).body;
  const count = async (f: TenantFixture) =>
    Number(((await db.query('SELECT count(*) AS n FROM waste_records WHERE tenant_id = $1', [f.tenantId])) as { n: string }[])[0].n);
  const report = async (f: TenantFixture, query: string) =>
    (
      await request(t.http)
        .get(api(f, `/waste-report?${query}`))
        .set(bearer(f.tokens.admin))
        .expect(200)
    ).body;
  /** The report's sums, recounted from the records themselves. */
  const recount = async (f: TenantFixture, from: string, to: string) =>
    (
      (await db.query(
        `SELECT coalesce(sum(weight_grams), 0)::int AS grams FROM waste_records
          WHERE tenant_id = $1 AND (recorded_at AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $2 AND $3`,
        [f.tenantId, from, to],
      )) as { grams: number }[]
    )[0].grams;

  it('the kitchen records waste, dated now by default, and reads it back in the list, by id and as CSV', async () => {
    const created = await record(a, { note: 'Soep van gisteren' });
    expect(created).toEqual({
      id: expect.any(String),
      tenantId: a.tenantId,
      locationId: a.locationId,
      locationName: expect.any(String),
      weightGrams: 1250,
      stage: 'overproduction',
      reasonCode: 'overproduced',
      destination: 'digestion',
      recordedAt: WEDNESDAY.toISOString(),
      recordedBy: { id: a.userIds.kitchen, name: 'Kees Keuken' },
      portionId: null,
      note: 'Soep van gisteren',
      photoUrl: null,
      createdAt: WEDNESDAY.toISOString(),
    });
    await request(t.http)
      .get(api(a, `/waste-records/${created.id}`))
      .set(bearer(a.tokens.admin))
      .expect(200, created);
    const list = await request(t.http)
      .get(api(a, '/waste-records'))
      .query({ filter: JSON.stringify({ stage: 'overproduction', from: '2026-03-11', to: '2026-03-11' }) })
      .set(bearer(a.tokens.kitchen))
      .expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toContain(created.id);
    expect(list.headers['content-range']).toMatch(/^waste-records 0-\d+\/\d+$/);
    const none = await request(t.http)
      .get(api(a, '/waste-records'))
      .query({ filter: JSON.stringify({ stage: 'plate', from: '2026-03-11' }) })
      .set(bearer(a.tokens.kitchen))
      .expect(200);
    expect(none.body.map((item: { id: string }) => item.id)).not.toContain(created.id);
    const csv = await request(t.http).get(api(a, '/waste-records')).query({ format: 'csv' }).set(bearer(a.tokens.admin)).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Datum en tijd;Locatie;Gewicht (g);Fase;Reden;Bestemming;Geregistreerd door;Portie;Notitie;Foto (link, enkele uren geldig)',
    );
    expect(lines).toContain(
      `2026-03-11 11:00;${created.locationName};1250;Overproductie;Te veel gekookt;Vergisting (biogas);Kees Keuken;;Soep van gisteren;`,
    );
  });

  it('escapes a note that a spreadsheet would run as a formula', async () => {
    await record(a, { note: '=HYPERLINK("http://x")' });
    const csv = await request(t.http).get(api(a, '/waste-records')).query({ format: 'csv' }).set(bearer(a.tokens.admin)).expect(200);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it.each([
    ['weight 0', { weightGrams: 0 }, 'weightGrams', 'too_small'],
    ['a negative weight', { weightGrams: -3 }, 'weightGrams', 'too_small'],
    ['a weight in parts of a gram', { weightGrams: 12.5 }, 'weightGrams', 'wrong_type'],
    ['a weight above 1,000,000 g', { weightGrams: 1_000_001 }, 'weightGrams', 'too_large'],
    ['an unknown stage', { stage: 'bin' }, 'stage', 'not_allowed'],
    ['an unknown reason', { reasonCode: 'bored' }, 'reasonCode', 'unknown_reference'],
    ['an unknown destination', { destination: 'river' }, 'destination', 'not_allowed'],
    ['a time in the future', { recordedAt: new Date(WEDNESDAY.getTime() + HOUR).toISOString() }, 'recordedAt', 'in_future'],
    ['a time more than 31 days back', { recordedAt: new Date(WEDNESDAY.getTime() - 32 * DAY).toISOString() }, 'recordedAt', 'too_far_back'],
    ['a string for the weight', { weightGrams: '1000' }, 'weightGrams', 'wrong_type'],
    ['a NUL in the note', { note: 'a\u0000b' }, 'note', 'unsafe_text'],
  ])('%s answers 400 naming the field, and nothing is stored', async (_name, fields, field, code) => {
    const before = await count(a);
    const refused = await request(t.http)
      .post(api(a, '/waste-records'))
      .set(bearer(a.tokens.kitchen))
      .send({ ...valid(a), ...fields })
      .expect(400);
    expect(refusalsOf(refused.body, field).map((error) => error.code)).toEqual([code]);
    expect(await count(a)).toBe(before);
  });

  it("another organisation's location or portion answers 400 unknown_reference; its record ids answer 404", async () => {
    const theirPortion = await offerPortion(t, b, clock);
    for (const [fields, field] of [
      [{ locationId: b.locationId }, 'locationId'],
      [{ portionId: theirPortion.id }, 'portionId'],
    ] as const) {
      const refused = await request(t.http)
        .post(api(a, '/waste-records'))
        .set(bearer(a.tokens.kitchen))
        .send({ ...valid(a), ...fields })
        .expect(400);
      expect(refusalsOf(refused.body, field).map((error) => error.code)).toEqual(['unknown_reference']);
    }
    const theirs = await record(b);
    await request(t.http)
      .get(api(a, `/waste-records/${theirs.id}`))
      .set(bearer(a.tokens.admin))
      .expect(404);
    await request(t.http)
      .put(api(a, `/waste-records/${theirs.id}`))
      .set(bearer(a.tokens.admin))
      .send({ weightGrams: 1 })
      .expect(404);
    await request(t.http)
      .delete(api(a, `/waste-records/${theirs.id}`))
      .set(bearer(a.tokens.admin))
      .expect(404);
    await request(t.http).get(api(b, '/waste-records')).set(bearer(a.tokens.admin)).expect(403);
    expect(
      (
        await request(t.http)
          .get(api(b, `/waste-records/${theirs.id}`))
          .set(bearer(b.tokens.admin))
          .expect(200)
      ).body.weightGrams,
    ).toBe(1250);
  });

  it('staff can neither record nor read waste', async () => {
    const mine = await record(a);
    await request(t.http).post(api(a, '/waste-records')).set(bearer(a.tokens.staff)).send(valid(a)).expect(403);
    await request(t.http).get(api(a, '/waste-records')).set(bearer(a.tokens.staff)).expect(403);
    await request(t.http)
      .get(api(a, `/waste-records/${mine.id}`))
      .set(bearer(a.tokens.staff))
      .expect(403);
    await request(t.http).get(api(a, '/waste-report')).set(bearer(a.tokens.staff)).expect(403);
    await request(t.http).get(api(a, '/waste-reasons')).set(bearer(a.tokens.staff)).expect(403);
    await request(t.http)
      .put(api(a, `/locations/${a.locationId}/meals-served/2026-03-10`))
      .set(bearer(a.tokens.staff))
      .send({ meals: 1 })
      .expect(403);
  });

  it('the kitchen changes and deletes its own records for 24 hours; after that only the admin may', async () => {
    const own = await record(a);
    const changed = await request(t.http)
      .put(api(a, `/waste-records/${own.id}`))
      .set(bearer(a.tokens.kitchen))
      .send({ weightGrams: 800 })
      .expect(200);
    expect(changed.body).toMatchObject({ weightGrams: 800, stage: 'overproduction' });
    // The whole record as GET returned it (react-admin) is accepted; a changed read-only field is not.
    await request(t.http)
      .put(api(a, `/waste-records/${own.id}`))
      .set(bearer(a.tokens.kitchen))
      .send({ ...changed.body, stage: 'plate' })
      .expect(200);
    const readOnly = await request(t.http)
      .put(api(a, `/waste-records/${own.id}`))
      .set(bearer(a.tokens.kitchen))
      .send({ createdAt: '2020-01-01T00:00:00Z' })
      .expect(400);
    expect(refusalsOf(readOnly.body, 'createdAt').map((error) => error.code)).toEqual(['read_only']);
    clock.advance(DAY + 1000);
    try {
      const late = await request(t.http)
        .put(api(a, `/waste-records/${own.id}`))
        .set(bearer(a.tokens.kitchen))
        .send({ weightGrams: 700 })
        .expect(403);
      expect(late.body.code).toBe('waste_record_not_editable');
      await request(t.http)
        .delete(api(a, `/waste-records/${own.id}`))
        .set(bearer(a.tokens.kitchen))
        .expect(403);
      await request(t.http)
        .put(api(a, `/waste-records/${own.id}`))
        .set(bearer(a.tokens.admin))
        .send({ weightGrams: 700 })
        .expect(200);
      await request(t.http)
        .delete(api(a, `/waste-records/${own.id}`))
        .set(bearer(a.tokens.admin))
        .expect(200);
      await request(t.http)
        .get(api(a, `/waste-records/${own.id}`))
        .set(bearer(a.tokens.admin))
        .expect(404);
    } finally {
      clock.set(WEDNESDAY);
    }
  });

  it('reasons: six defaults, the admin adds its own and archives one; an archived reason takes no new records; at most 20 active', async () => {
    const f = await createTenant(t);
    const defaults = await request(t.http).get(api(f, '/waste-reasons')).set(bearer(f.tokens.kitchen)).expect(200);
    expect(defaults.body.map((reason: { code: string }) => reason.code)).toEqual([
      'overproduced',
      'returned',
      'expired',
      'damaged',
      'quality',
      'other',
    ]);
    expect(defaults.body[0]).toEqual({
      code: 'overproduced',
      labels: { nl: 'Te veel gekookt', fr: 'Trop cuisiné', en: 'Overproduced' },
      archived: false,
    });
    const labels = { nl: 'Soep over', fr: 'Reste de soupe', en: 'Soup left' };
    await request(t.http).post(api(f, '/waste-reasons')).set(bearer(f.tokens.kitchen)).send({ code: 'soup', labels }).expect(403);
    await request(t.http)
      .post(api(f, '/waste-reasons'))
      .set(bearer(f.tokens.admin))
      .send({ code: 'soup', labels })
      .expect(201, { code: 'soup', labels, archived: false });
    const duplicate = await request(t.http)
      .post(api(f, '/waste-reasons'))
      .set(bearer(f.tokens.admin))
      .send({ code: 'soup', labels })
      .expect(400);
    expect(refusalsOf(duplicate.body, 'code').map((error) => error.code)).toEqual(['duplicate']);
    await record(f, { reasonCode: 'soup' });
    await request(t.http).put(api(f, '/waste-reasons/soup')).set(bearer(f.tokens.admin)).send({ archived: true }).expect(200);
    const refused = await request(t.http)
      .post(api(f, '/waste-records'))
      .set(bearer(f.tokens.kitchen))
      .send({ ...valid(f), reasonCode: 'soup' })
      .expect(400);
    expect(refusalsOf(refused.body, 'reasonCode').map((error) => error.code)).toEqual(['archived']);
    await request(t.http).put(api(f, '/waste-reasons/nothing')).set(bearer(f.tokens.admin)).send({ archived: true }).expect(404);
    for (let i = 0; i < 14; i++)
      await request(t.http)
        .post(api(f, '/waste-reasons'))
        .set(bearer(f.tokens.admin))
        .send({ code: `own_${i}`, labels })
        .expect(201);
    const full = await request(t.http)
      .post(api(f, '/waste-reasons'))
      .set(bearer(f.tokens.admin))
      .send({ code: 'one_more', labels })
      .expect(409);
    expect(full.body.code).toBe('waste_reason_cap_reached');
    await request(t.http).put(api(f, '/waste-reasons/soup')).set(bearer(f.tokens.admin)).send({ archived: false }).expect(409);
    const all = await request(t.http).get(api(f, '/waste-reasons')).set(bearer(f.tokens.admin)).expect(200);
    expect(all.body.filter((reason: { archived: boolean }) => !reason.archived)).toHaveLength(20);
  });

  it('meals served per location and day: set, replaced and read; bad numbers, future days and other locations refused', async () => {
    const f = await createTenant(t);
    const path = (date: string, tenant = f, location = f.locationId) => api(tenant, `/locations/${location}/meals-served/${date}`);
    await request(t.http)
      .put(path('2026-03-10'))
      .set(bearer(f.tokens.kitchen))
      .send({ meals: 200 })
      .expect(200, { locationId: f.locationId, date: '2026-03-10', meals: 200 });
    await request(t.http).put(path('2026-03-10')).set(bearer(f.tokens.admin)).send({ meals: 210 }).expect(200);
    await request(t.http).put(path('2026-03-09')).set(bearer(f.tokens.admin)).send({ meals: 0 }).expect(200);
    await request(t.http)
      .get(api(f, `/locations/${f.locationId}/meals-served`))
      .query({ from: '2026-03-01', to: '2026-03-31' })
      .set(bearer(f.tokens.kitchen))
      .expect(200, [
        { locationId: f.locationId, date: '2026-03-09', meals: 0 },
        { locationId: f.locationId, date: '2026-03-10', meals: 210 },
      ]);
    for (const [meals, code] of [
      [-1, 'too_small'],
      [1.5, 'wrong_type'],
      [100_001, 'too_large'],
    ] as const) {
      const refused = await request(t.http).put(path('2026-03-08')).set(bearer(f.tokens.kitchen)).send({ meals }).expect(400);
      expect(refusalsOf(refused.body, 'meals').map((error) => error.code)).toEqual([code]);
    }
    expect(
      refusalsOf(
        (await request(t.http).put(path('2026-03-12')).set(bearer(f.tokens.kitchen)).send({ meals: 5 }).expect(400)).body,
        'date',
      )[0].code,
    ).toBe('in_future');
    expect(
      refusalsOf(
        (await request(t.http).put(path('2026-02-30')).set(bearer(f.tokens.kitchen)).send({ meals: 5 }).expect(400)).body,
        'date',
      )[0].code,
    ).toBe('invalid_date');
    await request(t.http)
      .put(path('2026-03-08', f, b.locationId))
      .set(bearer(f.tokens.kitchen))
      .send({ meals: 5 })
      .expect(404);
    expect((await db.query('SELECT count(*)::int AS n FROM meals_served WHERE tenant_id = $1', [f.tenantId]))[0].n).toBe(2);
  });

  it("the report's sums equal the records' after an edit, a delete and an erasure, with meals, rescued weight, CO2e and cost", async () => {
    const f = await createTenant(t);
    await request(t.http)
      .put(api(f, '/settings'))
      .set(bearer(f.tokens.admin))
      .send({ wasteCostCentsPerKg: 300, defaultPortionWeightGrams: 350 })
      .expect(200);
    const monday = new Date('2026-03-09T09:00:00Z');
    const r1 = await record(f, { weightGrams: 2000, stage: 'plate', reasonCode: 'returned', recordedAt: monday.toISOString() });
    const r2 = await record(f, { weightGrams: 500, stage: 'preparation', reasonCode: 'damaged', destination: 'compost' });
    const r3 = await record(f, { weightGrams: 1500 }, f.tokens.admin);
    await request(t.http)
      .put(api(f, `/locations/${f.locationId}/meals-served/2026-03-09`))
      .set(bearer(f.tokens.kitchen))
      .send({ meals: 40 })
      .expect(200);
    await request(t.http)
      .put(api(f, `/locations/${f.locationId}/meals-served/2026-03-11`))
      .set(bearer(f.tokens.kitchen))
      .send({ meals: 60 })
      .expect(200);
    // Rescued: 2 picked up of a 300 g portion, 1 of a portion without weight (the default, 350 g).
    const weighed = await offerPortion(t, f, clock, { totalQuantity: 4, portionWeightGrams: 300 });
    const plain = await offerPortion(t, f, clock, { totalQuantity: 2 });
    for (const [portion, quantity] of [
      [weighed.id, 2],
      [plain.id, 1],
    ] as const) {
      const reservation = (await reserve(t, f.tokens.staff, portion, quantity).expect(201)).body;
      await request(t.http)
        .patch(`/api/protected/reservations/${reservation.id}/status`)
        .set(bearer(f.tokens.staff))
        .send({ status: 'picked_up' })
        .expect(200);
    }
    await request(t.http)
      .patch(api(f, `/portions/${weighed.id}/status`))
      .set(bearer(f.tokens.kitchen))
      .send({ status: 'expired' })
      .expect(200);

    const first = await report(f, 'from=2026-03-09&to=2026-03-15');
    expect(first).toMatchObject({
      from: '2026-03-09',
      to: '2026-03-15',
      wastedGrams: 4000,
      rescuedGrams: 950,
      rescuedPortions: 3,
      mealsServed: 100,
      gramsPerMeal: 40,
      byStage: { preparation: 500, overproduction: 1500, plate: 2000, spoilage: 0, unsold: 0 },
      byReason: { returned: 2000, damaged: 500, overproduced: 1500 },
      byDestination: { digestion: 3500, compost: 500, incineration: 0, sewer: 0, other: 0 },
      co2eKgWasted: 10,
      co2eKgRescued: 2.38,
      costCentsWasted: 1200,
      costCentsRescued: 285,
      method: 'direct_measurement',
      baseline: null,
      changeAgainstBaselinePercent: null,
      weeks: [{ weekStart: '2026-03-09', wastedGrams: 4000, rescuedGrams: 950, mealsServed: 100, gramsPerMeal: 40 }],
    });
    expect(first.byLocation).toEqual([expect.objectContaining({ locationId: f.locationId, wastedGrams: 4000, mealsServed: 100 })]);
    expect(first.wastedGrams).toBe(await recount(f, '2026-03-09', '2026-03-15'));

    // An edit that moves a record to another day, stage and reason; a deletion; an erasure of its maker.
    await request(t.http)
      .put(api(f, `/waste-records/${r1.id}`))
      .set(bearer(f.tokens.admin))
      .send({ weightGrams: 2500, stage: 'spoilage', reasonCode: 'expired', recordedAt: '2026-03-10T12:00:00Z' })
      .expect(200);
    await request(t.http)
      .delete(api(f, `/waste-records/${r3.id}`))
      .set(bearer(f.tokens.admin))
      .expect(200);
    await request(t.http)
      .delete(api(f, `/users/${f.userIds.kitchen}`))
      .set(bearer(f.tokens.admin))
      .expect(200);
    const after = await report(f, 'from=2026-03-09&to=2026-03-15');
    expect(after).toMatchObject({
      wastedGrams: 3000,
      byStage: { preparation: 500, overproduction: 0, plate: 0, spoilage: 2500, unsold: 0 },
      byReason: { expired: 2500, damaged: 500 },
      gramsPerMeal: 30,
    });
    expect(after.wastedGrams).toBe(await recount(f, '2026-03-09', '2026-03-15'));
    const kept = await request(t.http)
      .get(api(f, `/waste-records/${r2.id}`))
      .set(bearer(f.tokens.admin))
      .expect(200);
    expect(kept.body.recordedBy).toEqual({ id: f.userIds.kitchen, name: 'Verwijderde gebruiker' });
    const day = (await db.query(`SELECT sum(grams)::int AS grams FROM waste_daily_totals WHERE tenant_id = $1`, [f.tenantId])) as {
      grams: number;
    }[];
    expect(day[0].grams).toBe(3000);
  });

  it('a baseline of at least 4 past weeks is compared with; without one the report suggests the first 4 complete weeks', async () => {
    const f = await createTenant(t);
    const settings = api(f, '/settings');
    const short = await request(t.http)
      .put(settings)
      .set(bearer(f.tokens.admin))
      .send({ wasteBaseline: { from: '2026-02-01', to: '2026-02-27' } })
      .expect(400);
    expect(refusalsOf(short.body, 'wasteBaseline').map((error) => error.code)).toEqual(['period_too_short']);
    const future = await request(t.http)
      .put(settings)
      .set(bearer(f.tokens.admin))
      .send({ wasteBaseline: { from: '2026-02-15', to: '2026-03-20' } })
      .expect(400);
    expect(refusalsOf(future.body, 'wasteBaseline.to').map((error) => error.code)).toEqual(['not_in_past']);
    await request(t.http)
      .put(settings)
      .set(bearer(f.tokens.kitchen))
      .send({ wasteBaseline: { from: '2026-02-01', to: '2026-02-28' } })
      .expect(403);

    // Records from 9 February (a Monday): the first 4 complete weeks run to 8 March.
    for (const [day, grams] of [
      ['2026-02-09', 4000],
      ['2026-02-16', 4000],
      ['2026-03-02', 2000],
      ['2026-03-10', 1000],
    ] as const) {
      await record(f, { weightGrams: grams, recordedAt: `${day}T10:00:00Z` }, f.tokens.admin);
      await request(t.http)
        .put(api(f, `/locations/${f.locationId}/meals-served/${day}`))
        .set(bearer(f.tokens.admin))
        .send({ meals: 100 })
        .expect(200);
    }
    const without = await report(f, 'from=2026-03-09&to=2026-03-15');
    expect(without).toMatchObject({
      baseline: null,
      suggestedBaseline: { from: '2026-02-09', to: '2026-03-08' },
      changeAgainstBaselinePercent: null,
    });

    await request(t.http)
      .put(settings)
      .set(bearer(f.tokens.admin))
      .send({ wasteBaseline: { from: '2026-02-09', to: '2026-03-08' } })
      .expect(200);
    const compared = await report(f, 'from=2026-03-09&to=2026-03-15');
    // Baseline: 10,000 g over 300 meals = 33.3 g; now 1,000 g over 100 meals = 10 g: −70 %.
    expect(compared).toMatchObject({
      baseline: { from: '2026-02-09', to: '2026-03-08', gramsPerMeal: 33.3 },
      suggestedBaseline: null,
      gramsPerMeal: 10,
      changeAgainstBaselinePercent: -70,
    });
    expect((await request(t.http).get(settings).set(bearer(f.tokens.kitchen)).expect(200)).body.wasteBaseline).toEqual({
      from: '2026-02-09',
      to: '2026-03-08',
    });
    await request(t.http).put(settings).set(bearer(f.tokens.admin)).send({ wasteBaseline: null }).expect(200);
    expect((await report(f, 'from=2026-03-09&to=2026-03-15')).baseline).toBeNull();
  });

  it("the annual report as CSV: tonnes per stage and per location, meals, kg per meal and the method, in the reader's language", async () => {
    const f = await createTenant(t);
    await record(f, { weightGrams: 12_500, stage: 'plate', reasonCode: 'returned', recordedAt: '2026-03-02T10:00:00Z' }, f.tokens.admin);
    await request(t.http)
      .put(api(f, `/locations/${f.locationId}/meals-served/2026-03-02`))
      .set(bearer(f.tokens.admin))
      .send({ meals: 250 })
      .expect(200);
    const csv = await request(t.http)
      .get(api(f, '/waste-report'))
      .query({ from: '2026-01-01', to: '2026-12-31', format: 'csv' })
      .set(bearer(f.tokens.admin))
      .expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="verspillingsrapport-2026-01-01-2026-12-31.csv"');
    const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows).toEqual(
      expect.arrayContaining([
        'Periode;2026-01-01;2026-12-31',
        'Meetmethode;Directe weging per gebeurtenis (Besluit (EU) 2019/1597)',
        'Verspild (ton verse massa);0,0125',
        'Geserveerde maaltijden;250',
        'Kg per maaltijd;0,05',
        'Bordrestjes;0,0125;12,5',
        expect.stringMatching(/^Locatie \d+;0,0125;0;0;0,0125;0;0;250;0,05;0$/),
      ]),
    );
    await request(t.http).put('/api/protected/profile/language').set(bearer(f.tokens.admin)).send({ language: 'en' }).expect(200);
    const english = await request(t.http)
      .get(api(f, '/waste-report'))
      .query({ from: '2026-01-01', to: '2026-12-31', format: 'csv' })
      .set(bearer(f.tokens.admin))
      .expect(200);
    expect(english.headers['content-disposition']).toBe('attachment; filename="food-waste-report-2026-01-01-2026-12-31.csv"');
    expect(english.text.split('\r\n')).toEqual(expect.arrayContaining(['Wasted (tonnes of fresh mass),0.0125', 'Plate waste,0.0125,12.5']));
  });

  it('refuses a report period that is malformed, reversed, longer than two years or at another location', async () => {
    for (const [query, field, code] of [
      ['from=2026-13-01&to=2026-12-31', 'from', 'invalid_date'],
      ['from=2026-03-01&to=2026-02-01', 'to', 'invalid'],
      ['from=2020-01-01&to=2026-01-01', 'to', 'too_large'],
      [`from=2026-01-01&to=2026-01-31&locationId=${b.locationId}`, 'locationId', 'unknown_reference'],
    ]) {
      const refused = await request(t.http)
        .get(api(a, `/waste-report?${query}`))
        .set(bearer(a.tokens.admin))
        .expect(400);
      expect(refusalsOf(refused.body, field).map((error) => error.code)).toEqual([code]);
    }
  });

  it('an API key with waste:write records waste and sends meals served; one without waste scopes gets 403', async () => {
    const key = async (scopes: string[]) =>
      (
        await request(t.http)
          .post(api(a, '/api-keys'))
          .set(bearer(a.tokens.admin))
          .send({ name: `Maaltijdsysteem ${scopes}`, scopes })
          .expect(201)
      ).body.secret as string;
    const writer = await key(['waste:write']);
    const reader = await key(['waste:read']);
    const other = await key(['portions:read']);
    const created = await record(a, {}, writer);
    expect(created.recordedBy.id).toBe(a.userIds.admin);
    await request(t.http)
      .put(api(a, `/locations/${a.locationId}/meals-served/2026-03-10`))
      .set(bearer(writer))
      .send({ meals: 321 })
      .expect(200);
    await request(t.http).get(api(a, '/waste-records')).set(bearer(reader)).expect(200);
    await request(t.http).get(api(a, '/waste-report')).set(bearer(reader)).expect(200);
    await request(t.http).post(api(a, '/waste-records')).set(bearer(reader)).send(valid(a)).expect(403);
    await request(t.http).get(api(a, '/waste-records')).set(bearer(other)).expect(403);
  });
});
