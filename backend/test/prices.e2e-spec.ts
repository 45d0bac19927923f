import request from 'supertest';
import { createStaffMembers, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('prices per portion and the monthly settlement', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;

  const settings = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/settings`;
  const settlement = (f: TenantFixture, month: string) => `/api/protected/tenants/${f.tenantId}/settlements/${month}`;
  const setDefault = (f: TenantFixture, defaultPriceCents: number | null) =>
    request(t.http).put(settings(f)).set(bearer(f.tokens.admin)).send({ defaultPriceCents }).expect(200);
  const pickUp = (f: TenantFixture, id: string) =>
    request(t.http)
      .patch(`/api/protected/reservations/${id}/status`)
      .set(bearer(f.tokens.kitchen))
      .send({ status: 'picked_up' })
      .expect(200);

  beforeAll(async () => {
    clock.set(new Date('2026-11-10T10:00:00Z'));
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  it('without any price nothing changes: portions and reservations have a null price and nothing was paid', async () => {
    const portion = await offerPortion(t, b, clock, { totalQuantity: 2 });
    expect(portion.priceCents).toBeNull();
    const reservation = (await reserve(t, b.tokens.staff, portion.id).expect(201)).body;
    expect(reservation.priceCents).toBeNull();
    await pickUp(b, reservation.id);
    const stats = await request(t.http).get(`/api/protected/tenants/${b.tenantId}/stats`).set(bearer(b.tokens.admin)).expect(200);
    expect(stats.body.moneySavedCents).toBe(0);
  });

  it('a new portion takes the default price unless the kitchen sets one; null is no price', async () => {
    await setDefault(a, 350);
    expect((await offerPortion(t, a, clock)).priceCents).toBe(350);
    expect((await offerPortion(t, a, clock, { priceCents: 500 })).priceCents).toBe(500);
    expect((await offerPortion(t, a, clock, { priceCents: null })).priceCents).toBeNull();
    expect((await offerPortion(t, a, clock, { priceCents: 0 })).priceCents).toBe(0);
  });

  it.each([-1, 2001, 2.5, '350'])('a price of %p answers 400 naming priceCents', async (priceCents) => {
    const response = await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/portions`)
      .set(bearer(a.tokens.kitchen))
      .send({
        title: 'Soep',
        locationId: a.locationId,
        availableUntil: new Date(clock.now().getTime() + HOUR).toISOString(),
        allergensDeclared: true,
        priceCents,
      })
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['priceCents']);
  });

  it('the price of a portion cannot be edited once offered', async () => {
    const portion = await offerPortion(t, a, clock);
    const response = await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`)
      .set(bearer(a.tokens.kitchen))
      .send({ priceCents: 100 })
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['priceCents']);
  });

  it('a reservation keeps the price of its portion when the default changes later; staff see it in their reservations', async () => {
    await setDefault(a, 350);
    const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
    const reservation = (await reserve(t, a.tokens.staff, portion.id, 2).expect(201)).body;
    expect(reservation.priceCents).toBe(350);
    await setDefault(a, 400);
    const mine = await request(t.http).get('/api/protected/reservations').set(bearer(a.tokens.staff)).expect(200);
    expect(mine.body.find((r: { id: string }) => r.id === reservation.id).priceCents).toBe(350);
    const staffList = await request(t.http)
      .get(`/api/protected/tenants/${a.tenantId}/portions?available=true`)
      .set(bearer(a.tokens.staff))
      .expect(200);
    expect(staffList.body.find((p: { id: string }) => p.id === portion.id).priceCents).toBe(350);
  });

  describe('settlement', () => {
    let c: TenantFixture;
    let timToken: string;
    let tim: string;

    beforeAll(async () => {
      c = await createTenant(t);
      const [colleague] = await createStaffMembers(t, c, 1);
      timToken = colleague.token;
      tim = (
        await request(t.http).get(`/api/protected/tenants/${c.tenantId}/users/${colleague.userId}`).set(bearer(c.tokens.admin)).expect(200)
      ).body.email;
      clock.set(new Date('2026-11-30T20:00:00Z'));
      await setDefault(c, 350);
      const cheap = await offerPortion(t, c, clock, { totalQuantity: 10 });
      const dear = await offerPortion(t, c, clock, { totalQuantity: 10, priceCents: 500 });
      const free = await offerPortion(t, c, clock, { totalQuantity: 10, priceCents: null });
      // November (Amsterdam): the staff member picks up 2 × 3,50 + 1 × 5,00 + 1 free; Tim 1 × 3,50.
      await pickUp(c, (await reserve(t, c.tokens.staff, cheap.id, 2).expect(201)).body.id);
      await pickUp(c, (await reserve(t, c.tokens.staff, dear.id, 1).expect(201)).body.id);
      await pickUp(c, (await reserve(t, c.tokens.staff, free.id, 1).expect(201)).body.id);
      await pickUp(c, (await reserve(t, timToken, cheap.id, 1).expect(201)).body.id);
      // Reserved but not picked up, and cancelled: not settled.
      await reserve(t, c.tokens.staff, dear.id, 3).expect(201);
      const cancelled = (await reserve(t, timToken, dear.id, 1).expect(201)).body.id;
      await request(t.http)
        .patch(`/api/protected/reservations/${cancelled}/status`)
        .set(bearer(timToken))
        .send({ status: 'cancelled' })
        .expect(200);
      // Reserved in November, picked up at 00:30 on 1 December in Amsterdam (still 30 November in UTC): December.
      const late = (await reserve(t, c.tokens.staff, cheap.id, 1).expect(201)).body.id;
      clock.set(new Date('2026-11-30T23:30:00Z'));
      await pickUp(c, late);
    });

    it('per person the portions picked up in the month and their total at the reserved prices, then the total line', async () => {
      const response = await request(t.http).get(settlement(c, '2026-11')).set(bearer(c.tokens.admin)).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="afrekening-2026-11.csv"');
      expect(response.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR);Online betaald (EUR);Openstaand (EUR)',
        `${tim};Collega;Nummer 0;1;3,50;0,00;3,50`,
        `${c.emails.staff};Sanne;Staf;4;12,00;0,00;12,00`,
        'Totaal;;;5;15,50;0,00;15,50',
        '',
      ]);
    });

    it('the month follows Amsterdam time: a pick-up at 00:30 on 1 December counts in December', async () => {
      const response = await request(t.http).get(settlement(c, '2026-12')).set(bearer(c.tokens.admin)).expect(200);
      expect(
        response.text
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1, 3),
      ).toEqual([`${c.emails.staff};Sanne;Staf;1;3,50;0,00;3,50`, 'Totaal;;;1;3,50;0,00;3,50']);
    });

    it("a month without pick-ups has only the header and a zero total; another tenant's pick-ups never appear", async () => {
      const response = await request(t.http).get(settlement(b, '2026-12')).set(bearer(b.tokens.admin)).expect(200);
      expect(response.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR);Online betaald (EUR);Openstaand (EUR)',
        'Totaal;;;0;0,00;0,00;0,00',
        '',
      ]);
    });

    it.each(['2026-13', '2026-1', 'november', '2026-11-01'])('month %s answers 400 naming month', async (month) => {
      const response = await request(t.http).get(settlement(c, month)).set(bearer(c.tokens.admin)).expect(400);
      expect(refusedFields(response.body)).toEqual(['month']);
    });

    it('only the tenant admin downloads it', async () => {
      await request(t.http).get(settlement(c, '2026-11')).expect(401);
      await request(t.http).get(settlement(c, '2026-11')).set(bearer(c.tokens.kitchen)).expect(403);
      await request(t.http).get(settlement(c, '2026-11')).set(bearer(c.tokens.staff)).expect(403);
      await request(t.http).get(settlement(c, '2026-11')).set(bearer(a.tokens.admin)).expect(403);
      await request(t.http).get(settlement(c, '2026-11')).set(bearer(superToken)).expect(403);
    });

    it('answers the same figures as JSON with format=json, nothing paid online in a settlement organisation', async () => {
      const response = await request(t.http)
        .get(settlement(c, '2026-11'))
        .query({ format: 'json' })
        .set(bearer(c.tokens.admin))
        .expect(200);
      expect(response.body).toMatchObject({ month: '2026-11', portions: 5, totalCents: 1550, paidOnlineCents: 0, openCents: 1550 });
      expect(response.body.lines.map((line: { email: string; openCents: number }) => [line.email, line.openCents])).toEqual([
        [tim, 350],
        [c.emails.staff, 1200],
      ]);
      const refused = await request(t.http).get(settlement(c, '2026-11')).query({ format: 'xml' }).set(bearer(c.tokens.admin)).expect(400);
      expect(refusedFields(refused.body)).toEqual(['format']);
    });

    describe('payroll export', () => {
      const payroll = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/payroll-export`;

      it("lists per person the employee number, name, e-mail, portions and amount; its sums are the settlement's", async () => {
        await request(t.http)
          .put(`/api/protected/tenants/${c.tenantId}/users/${c.userIds.staff}`)
          .set(bearer(c.tokens.admin))
          .send({ employeeNumber: 'P-10442' })
          .expect(200);
        const response = await request(t.http).get(payroll(c)).query({ month: '2026-11' }).set(bearer(c.tokens.admin)).expect(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe('attachment; filename="salarisexport-2026-11.csv"');
        expect(response.text.startsWith('\uFEFF')).toBe(true);
        const lines = response.text.slice(1).split('\r\n');
        expect(lines).toEqual([
          'Personeelsnummer;Voornaam;Achternaam;E-mailadres;Porties opgehaald;In te houden (EUR)',
          `;Collega;Nummer 0;${tim};1;3,50`,
          `P-10442;Sanne;Staf;${c.emails.staff};4;12,00`,
          'Totaal;;;;5;15,50',
          '',
        ]);
        const json = (await request(t.http).get(settlement(c, '2026-11')).query({ format: 'json' }).set(bearer(c.tokens.admin)).expect(200))
          .body;
        const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
        const people = lines.slice(1, -2).map((line) => line.split(';'));
        expect(people.reduce((sum, cells) => sum + Number(cells[4]), 0)).toBe(json.portions);
        expect(people.reduce((sum, cells) => sum + cents(cells[5]), 0)).toBe(json.openCents);
        expect(cents(lines.at(-2)!.split(';')[5])).toBe(json.totalCents);
      });

      it('speaks English with commas for an English reader', async () => {
        await request(t.http).put('/api/protected/profile/language').set(bearer(c.tokens.admin)).send({ language: 'en' }).expect(200);
        try {
          const response = await request(t.http).get(payroll(c)).query({ month: '2026-11' }).set(bearer(c.tokens.admin)).expect(200);
          expect(response.headers['content-disposition']).toBe('attachment; filename="payroll-2026-11.csv"');
          expect(response.text.slice(1).split('\r\n').at(-2)).toBe('Total,,,,5,15.50');
        } finally {
          await request(t.http).put('/api/protected/profile/language').set(bearer(c.tokens.admin)).send({ language: 'nl' }).expect(200);
        }
      });

      it.each([{}, { month: '2026-13' }, { month: '2026-1' }, { month: ['2026-11', '2026-12'] }])(
        'month %j answers 400 naming month',
        async (query) => {
          const response = await request(t.http).get(payroll(c)).query(query).set(bearer(c.tokens.admin)).expect(400);
          expect(refusedFields(response.body)).toEqual(['month']);
        },
      );

      it('only the tenant admin downloads it', async () => {
        const path = `${payroll(c)}?month=2026-11`;
        await request(t.http).get(path).expect(401);
        await request(t.http).get(path).set(bearer(c.tokens.kitchen)).expect(403);
        await request(t.http).get(path).set(bearer(c.tokens.staff)).expect(403);
        await request(t.http).get(path).set(bearer(a.tokens.admin)).expect(403);
        await request(t.http).get(path).set(bearer(superToken)).expect(403);
      });
    });

    it('the statistics value what was picked up at the same prices', async () => {
      const stats = await request(t.http).get(`/api/protected/tenants/${c.tenantId}/stats`).set(bearer(c.tokens.admin)).expect(200);
      expect(stats.body.moneySavedCents).toBe(1550 + 350);
    });
  });
});
