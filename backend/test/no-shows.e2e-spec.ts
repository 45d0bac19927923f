import request from 'supertest';
import { DataSource } from 'typeorm';
import { createStaffMembers, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;
const localDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

describe('no-show figures per person, for the admin', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;
  let today: string;
  let earlier: string;
  let regular: { userId: string; token: string };
  let newcomer: { userId: string; token: string };

  const noShows = (query: string, token = a.tokens.admin, tenant = a) =>
    request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/stats/no-shows?${query}`).set(bearer(token));
  const setStatus = (token: string, id: string, status: string) =>
    request(t.http).patch(`/api/protected/reservations/${id}/status`).set(bearer(token)).send({ status }).expect(200);
  const portionPath = (id: string) => `/api/protected/tenants/${a.tenantId}/portions/${id}`;

  beforeAll(async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
    [regular, newcomer] = await createStaffMembers(t, a, 2);
    await t.app.get(DataSource).query(`UPDATE users SET first_name = 'Anna', last_name = 'Claes' WHERE id = $1`, [regular.userId]);
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET first_name = '=HYPERLINK("x")', last_name = 'Zeger' WHERE id = $1`, [newcomer.userId]);

    // Three days earlier: one reservation never collected.
    clock.set(new Date('2026-11-21T09:00:00Z'));
    earlier = localDay(clock.now());
    await reserve(t, regular.token, (await offerPortion(t, a, clock)).id).expect(201);

    clock.set(new Date('2026-11-24T09:00:00Z'));
    today = localDay(clock.now());
    const offer = () => offerPortion(t, a, clock, { allergens: ['gluten'] });
    const [collected, early, forgotten, late, changed, withdrawn] = await Promise.all([1, 2, 3, 4, 5, 6].map(offer));
    const mine = async (portion: { id: string }) => (await reserve(t, regular.token, portion.id).expect(201)).body.id as string;
    const ids = {
      collected: await mine(collected),
      early: await mine(early),
      forgotten: await mine(forgotten),
      late: await mine(late),
      changed: await mine(changed),
      withdrawn: await mine(withdrawn),
    };
    await reserve(
      t,
      newcomer.token,
      (await offerPortion(t, a, clock, { availableUntil: new Date(clock.now().getTime() + 4 * HOUR).toISOString() })).id,
    ).expect(201);
    // Another organisation's reservations never count.
    await reserve(t, b.tokens.staff, (await offerPortion(t, b, clock)).id).expect(201);

    await setStatus(a.tokens.kitchen, ids.collected, 'picked_up');
    await setStatus(regular.token, ids.early, 'cancelled');
    await request(t.http)
      .put(portionPath(changed.id))
      .set(bearer(a.tokens.kitchen))
      .send({ allergens: ['gluten', 'milk'] })
      .expect(200);
    await request(t.http)
      .patch(`${portionPath(withdrawn.id)}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'expired' })
      .expect(200);
    // Ten minutes before the end: cancelling now is late, unless the allergens changed.
    clock.set(new Date(Date.parse('2026-11-24T11:00:00Z') - 10 * MINUTE));
    await setStatus(regular.token, ids.late, 'cancelled');
    await setStatus(regular.token, ids.changed, 'cancelled');
    // The portions are over: the forgotten one is a no-show; the newcomer's ends later and is still open.
    clock.set(new Date('2026-11-24T11:01:00Z'));
  });
  afterAll(() => t.close());

  it("counts each person's reservations, pick-ups, no-shows and late cancellations of the period, by name", async () => {
    const { body } = await noShows(`from=${today}&to=${today}`).expect(200);
    expect(body).toEqual([
      { userId: regular.userId, name: 'Anna Claes', reservations: 6, pickedUp: 1, noShows: 1, lateCancellations: 1 },
      { userId: newcomer.userId, name: '=HYPERLINK("x") Zeger', reservations: 1, pickedUp: 0, noShows: 0, lateCancellations: 0 },
    ]);
  });

  it('counts by the day the portion was offered: a wider period adds the earlier no-show, another day shows only it', async () => {
    const wide = (await noShows(`from=${earlier}&to=${today}`).expect(200)).body;
    expect(wide.find((row: { userId: string }) => row.userId === regular.userId)).toMatchObject({ reservations: 7, noShows: 2 });
    expect((await noShows(`from=${earlier}&to=${earlier}`).expect(200)).body).toEqual([
      { userId: regular.userId, name: 'Anna Claes', reservations: 1, pickedUp: 0, noShows: 1, lateCancellations: 0 },
    ]);
    expect((await noShows('from=2026-01-01&to=2026-01-31').expect(200)).body).toEqual([]);
  });

  it('a later pick-up at the counter turns the no-show into picked up', async () => {
    const start = clock.now();
    // A day of its own, so that the other tests' periods do not see this person.
    clock.set(new Date('2026-11-26T09:00:00Z'));
    const day = localDay(clock.now());
    const [person] = await createStaffMembers(t, a, 1);
    const reservation = (await reserve(t, person.token, (await offerPortion(t, a, clock)).id).expect(201)).body;
    clock.advance(3 * HOUR);
    try {
      const row = () =>
        noShows(`from=${day}&to=${day}`)
          .expect(200)
          .then((response) => response.body.find((entry: { userId: string }) => entry.userId === person.userId));
      expect(await row()).toMatchObject({ reservations: 1, pickedUp: 0, noShows: 1 });
      await setStatus(a.tokens.kitchen, reservation.id, 'picked_up');
      expect(await row()).toMatchObject({ reservations: 1, pickedUp: 1, noShows: 0 });
    } finally {
      clock.set(start);
    }
  });

  it('as CSV: the reader’s headers and separator, the period with its year on each line, formulas escaped', async () => {
    const csv = await noShows(`from=${today}&to=${today}&format=csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="niet-opgehaald-${today}-${today}.csv"`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Van;Tot en met;Naam;Reserveringen;Opgehaald;Niet opgehaald;Late annuleringen',
      `${today};${today};Anna Claes;6;1;1;1`,
      `${today};${today};"'=HYPERLINK(""x"") Zeger";1;0;0;0`,
    ]);
    await request(t.http).put('/api/protected/profile/language').set(bearer(a.tokens.admin)).send({ language: 'en' }).expect(200);
    const english = await noShows(`from=${today}&to=${today}&format=csv`).expect(200);
    expect(english.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('From,To,Name,Reservations,Picked up,No-shows,Late cancellations');
    await request(t.http).put('/api/protected/profile/language').set(bearer(a.tokens.admin)).send({ language: 'nl' }).expect(200);
  });

  it('is for the organisation’s admin only: staff, kitchen, the superadmin and another organisation’s admin get 403', async () => {
    const query = `from=${today}&to=${today}`;
    await noShows(query, a.tokens.staff).expect(403);
    await noShows(query, a.tokens.kitchen).expect(403);
    await noShows(query, superToken).expect(403);
    await noShows(query, b.tokens.admin).expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/stats/no-shows?${query}`).expect(401);
  });

  it('refuses a missing, malformed or reversed period with 400 naming the field', async () => {
    const field = async (query: string) => (await noShows(query).expect(400)).body.errors[0];
    expect(await field(`to=${today}`)).toMatchObject({ field: 'from', code: 'required' });
    expect(await field(`from=24-11-2026&to=${today}`)).toMatchObject({ field: 'from', code: 'invalid_date' });
    expect(await field('from=2026-11-24&to=2026-11-01')).toMatchObject({ field: 'to', code: 'invalid' });
    expect(await field('from=2020-01-01&to=2026-01-01')).toMatchObject({ field: 'to', code: 'too_large' });
    expect(await field(`from=${today}&to=${today}&format=xls`)).toMatchObject({ field: 'format' });
  });
});
