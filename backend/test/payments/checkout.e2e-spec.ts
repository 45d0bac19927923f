import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExpireHeldPaymentsUseCase } from '../../src/application/payments/expire-held-payments.use-case.js';
import { OutboxWorker } from '../../src/infrastructure/platform/outbox/outbox-worker.js';
import { createStaffMembers, createTenant, type TenantFixture } from '../support/fixtures.js';
import { FakeMollie } from '../support/fake-mollie.js';
import { bearer, offerPortion, reserve, TestClock } from '../support/portions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MINUTE = 60_000;

describe('reserving with payment through the organisation’s Mollie account (against a fake Mollie)', () => {
  const clock = new TestClock();
  let t: TestApp;
  let second: TestApp;
  let mollie: FakeMollie;
  let a: TenantFixture;
  let b: TenantFixture;

  const webhook = (id: string, app = t) => request(app.http).post('/api/payments/mollie/webhook').type('form').send({ id });
  const mine = async (token: string, id: string) =>
    (await request(t.http).get(`/api/protected/reservations/${id}`).set(bearer(token)).expect(200)).body;
  const portionOf = async (f: TenantFixture, id: string) =>
    (await request(t.http).get(`/api/protected/tenants/${f.tenantId}/portions/${id}`).set(bearer(f.tokens.kitchen)).expect(200)).body;
  const goOnline = async (f: TenantFixture, methods = ['ideal', 'bancontact', 'voucher']) => {
    const account = mollie.account('test', ['ideal', 'bancontact', 'creditcard', 'voucher']);
    await request(t.http)
      .put(`/api/protected/tenants/${f.tenantId}/payments`)
      .set(bearer(f.tokens.admin))
      .send({ mode: 'online', mollieApiKey: account.key, methods, holdMinutes: 10, vatPercent: 9 })
      .expect(200);
  };

  beforeAll(async () => {
    mollie = await FakeMollie.start();
    const config = { mollieApiUrl: mollie.apiUrl, extraCaCertsFile: mollie.caFile };
    t = await createTestApp({ clock, config });
    // A second instance on the same database: two instances handling the same webhook must act once.
    second = await createTestApp({
      clock,
      config: { ...config, ssoEncryptionKey: t.config.ssoEncryptionKey },
      databaseUrl: t.databaseUrl,
      jwtSecret: t.config.jwtSecret,
    });
    mollie.sendWebhook = async (_url, body) => (await webhook(new URLSearchParams(body).get('id')!)).status;
    a = await createTenant(t);
    b = await createTenant(t);
    await goOnline(a);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await mollie.close();
  });
  afterEach(() => {
    mollie.state = 'up';
  });

  it('reserving creates an awaiting_payment reservation holding its units, and a Mollie payment for the amount Portiepunt computes', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 350, totalQuantity: 5, title: 'Stamppot' });
    const { body } = await reserve(t, a.tokens.staff, portion.id, 2).expect(201);
    expect(body).toMatchObject({ status: 'awaiting_payment', pickupCode: null, quantity: 2 });
    expect(body.payment).toMatchObject({ status: 'open', amountCents: 700, vatCents: 58, vatPercent: 9, method: null, refundStatus: null });
    expect(body.payment.checkoutUrl).toBe(`${mollie.origin}/checkout/${body.payment.molliePaymentId}`);
    expect((await portionOf(a, portion.id)).availableQuantity).toBe(3);
    const created = mollie.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v2/payments' &&
        (r.body as { metadata: { reservationId: string } }).metadata.reservationId === body.id,
    )!;
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: '7.00' },
      description: expect.stringMatching(/^Portiepunt · Stamppot · /),
      redirectUrl: `http://portiepunt.test/dashboard/betaling/${body.id}`,
      webhookUrl: 'http://portiepunt.test/api/payments/mollie/webhook',
      metadata: { tenantId: a.tenantId, reservationId: body.id },
      method: ['ideal', 'bancontact', 'voucher'],
      lines: [
        {
          quantity: 1,
          totalAmount: { currency: 'EUR', value: '7.00' },
          vatRate: '9.00',
          vatAmount: { currency: 'EUR', value: '0.58' },
          categories: ['meal'],
        },
      ],
    });
    // The listing shows it with its payment.
    const list = await request(t.http).get('/api/protected/reservations').set(bearer(a.tokens.staff)).expect(200);
    expect(list.body.find((r: { id: string }) => r.id === body.id).payment.status).toBe('open');
  });

  it('paid: the webhook reads Mollie and the reservation becomes reserved with its pick-up code; a repeated webhook changes nothing', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 400 });
    const [staff] = await createStaffMembers(t, a, 1);
    const { body } = await reserve(t, staff.token, portion.id).expect(201);
    expect(await mollie.act(body.payment.molliePaymentId, 'paid', 'bancontact')).toBe(200);
    const paid = await mine(staff.token, body.id);
    expect(paid).toMatchObject({ status: 'reserved', pickupCode: expect.stringMatching(/^[2-9A-Z]{4}$/) });
    expect(paid.payment).toMatchObject({ status: 'paid', method: 'bancontact', checkoutUrl: null });
    await webhook(body.payment.molliePaymentId).expect(200);
    await webhook(body.payment.molliePaymentId, second).expect(200);
    expect(await mine(staff.token, body.id)).toEqual(paid);
  });

  it('two instances handling the same webhook at once act once', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 250 });
    const [staff] = await createStaffMembers(t, a, 1);
    const { body } = await reserve(t, staff.token, portion.id).expect(201);
    mollie.sendWebhook = async () => 200;
    await mollie.act(body.payment.molliePaymentId, 'paid');
    mollie.sendWebhook = async (_url, form) => (await webhook(new URLSearchParams(form).get('id')!)).status;
    const answers = await Promise.all([webhook(body.payment.molliePaymentId), webhook(body.payment.molliePaymentId, second)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const events = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM reservations WHERE id = $1 AND status = 'reserved'`, [body.id])) as { n: number }[];
    expect(events[0].n).toBe(1);
    expect((await portionOf(a, portion.id)).reservedQuantity).toBe(1);
  });

  it('the return page asks Mollie at once: paid shows before the webhook arrives', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 300 });
    const [staff] = await createStaffMembers(t, a, 1);
    const { body } = await reserve(t, staff.token, portion.id).expect(201);
    mollie.sendWebhook = async () => 200; // the webhook is lost
    await mollie.act(body.payment.molliePaymentId, 'paid');
    mollie.sendWebhook = async (_url, form) => (await webhook(new URLSearchParams(form).get('id')!)).status;
    expect((await mine(staff.token, body.id)).status).toBe('awaiting_payment');
    const refreshed = await request(t.http)
      .post(`/api/protected/reservations/${body.id}/payment/refresh`)
      .set(bearer(staff.token))
      .expect(200);
    expect(refreshed.body).toMatchObject({ status: 'reserved', payment: { status: 'paid' } });
    await request(t.http).post(`/api/protected/reservations/${body.id}/payment/refresh`).set(bearer(a.tokens.staff)).expect(404);
  });

  it.each(['canceled', 'expired', 'failed'] as const)(
    '%s at Mollie: the units go back and the first on the waiting list gets them',
    async (status) => {
      const portion = await offerPortion(t, a, clock, { priceCents: 500, totalQuantity: 1 });
      const [payer, waiter] = await createStaffMembers(t, a, 2);
      const { body } = await reserve(t, payer.token, portion.id).expect(201);
      await request(t.http)
        .post(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}/waitlist`)
        .set(bearer(waiter.token))
        .expect(201);
      expect(await mollie.act(body.payment.molliePaymentId, status)).toBe(200);
      expect(await mine(payer.token, body.id)).toMatchObject({ status: 'cancelled', payment: { status, checkoutUrl: null } });
      const theirs = await request(t.http).get('/api/protected/reservations').set(bearer(waiter.token)).expect(200);
      expect(theirs.body.map((r: { portionId: string }) => r.portionId)).toEqual([portion.id]);
    },
  );

  it('10 minutes without payment: the hold job asks Mollie, then releases the units', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 500, totalQuantity: 2 });
    const [staff] = await createStaffMembers(t, a, 1);
    const { body } = await reserve(t, staff.token, portion.id).expect(201);
    const job = t.app.get(ExpireHeldPaymentsUseCase);
    clock.advance(9 * MINUTE);
    await job.execute();
    expect((await mine(staff.token, body.id)).status).toBe('awaiting_payment');
    clock.advance(MINUTE);
    await job.execute();
    expect(await mine(staff.token, body.id)).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
    expect((await portionOf(a, portion.id)).availableQuantity).toBe(2);
    // Paid at Mollie after all: the units are gone, so the money goes back.
    await mollie.act(body.payment.molliePaymentId, 'paid');
    await t.app.get(OutboxWorker).runDue();
    expect((await mine(staff.token, body.id)).payment).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
    expect(mollie.refunds.get(body.payment.molliePaymentId)).toHaveLength(1);
  });

  it('a paid reservation cancelled in time is refunded in full through Mollie', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 450 });
    const [staff] = await createStaffMembers(t, a, 1);
    const { body } = await reserve(t, staff.token, portion.id).expect(201);
    await mollie.act(body.payment.molliePaymentId, 'paid');
    await request(t.http)
      .patch(`/api/protected/reservations/${body.id}/status`)
      .set(bearer(staff.token))
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await mine(staff.token, body.id)).payment).toMatchObject({ status: 'paid', refundStatus: 'pending' });
    await t.app.get(OutboxWorker).runDue();
    await t.app.get(OutboxWorker).runDue();
    expect((await mine(staff.token, body.id)).payment).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
    const refunds = mollie.refunds.get(body.payment.molliePaymentId)!;
    expect(refunds.map((refund) => refund.amount)).toEqual([{ currency: 'EUR', value: '4.50' }]);
  });

  it('a withdrawn portion refunds every paid reservation and releases those awaiting payment', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 300, totalQuantity: 5 });
    const [one, two, three] = await createStaffMembers(t, a, 3);
    const paid = await Promise.all([one, two].map(async (staff) => (await reserve(t, staff.token, portion.id).expect(201)).body));
    for (const reservation of paid) await mollie.act(reservation.payment.molliePaymentId, 'paid');
    const awaiting = (await reserve(t, three.token, portion.id).expect(201)).body;
    await request(t.http)
      .patch(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'expired' })
      .expect(200);
    await t.app.get(OutboxWorker).runDue();
    for (const [staff, reservation] of [
      [one, paid[0]],
      [two, paid[1]],
    ] as const) {
      expect(await mine(staff.token, reservation.id)).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
      expect(mollie.refunds.get(reservation.payment.molliePaymentId)).toHaveLength(1);
    }
    expect(await mine(three.token, awaiting.id)).toMatchObject({ status: 'cancelled', payment: { status: 'canceled' } });
  });

  it('Mollie down while reserving: 503 with a clear message, nothing reserved, the units stay free', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 300, totalQuantity: 1 });
    const [staff] = await createStaffMembers(t, a, 1);
    for (const state of ['unreachable', 'error'] as const) {
      mollie.state = state;
      const response = await reserve(t, staff.token, portion.id).expect(503);
      expect(response.body.code).toBe('payment_provider_unavailable');
      expect((await portionOf(a, portion.id)).availableQuantity).toBe(1);
    }
    mollie.state = 'up';
    expect((await reserve(t, staff.token, portion.id).expect(201)).body.status).toBe('awaiting_payment');
  });

  it('Mollie down during a webhook: 503 so that Mollie retries; the retry settles it', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: 300 });
    const [staff] = await createStaffMembers(t, a, 1);
    const { body } = await reserve(t, staff.token, portion.id).expect(201);
    mollie.sendWebhook = async () => 200;
    await mollie.act(body.payment.molliePaymentId, 'paid');
    mollie.sendWebhook = async (_url, form) => (await webhook(new URLSearchParams(form).get('id')!)).status;
    mollie.state = 'unreachable';
    expect((await webhook(body.payment.molliePaymentId).expect(503)).body.code).toBe('payment_provider_unavailable');
    expect((await mine(staff.token, body.id)).status).toBe('awaiting_payment');
    mollie.state = 'up';
    await webhook(body.payment.molliePaymentId).expect(200);
    expect((await mine(staff.token, body.id)).status).toBe('reserved');
  });

  it('forged webhooks change nothing: made-up ids, malformed ids, and another organisation’s payment read with its own key', async () => {
    await goOnline(b);
    const portion = await offerPortion(t, b, clock, { priceCents: 300 });
    const { body } = await reserve(t, b.tokens.staff, portion.id).expect(201);
    await webhook('tr_madeup12345').expect(200);
    await webhook('<script>').expect(400);
    await request(t.http).post('/api/payments/mollie/webhook').type('form').send('').expect(400);
    // The id of b's open payment, posted by anyone: read from Mollie with b's key, still open, so nothing changes.
    await webhook(body.payment.molliePaymentId).expect(200);
    expect((await mine(b.tokens.staff, body.id)).status).toBe('awaiting_payment');
  });

  it('a flood of unknown ids from one address answers 429', async () => {
    let status = 200;
    for (let i = 0; i < 61 && status === 200; i++) status = (await webhook(`tr_flood${i}`)).status;
    expect(status).toBe(429);
  });

  it("the admin's payments list: newest first, with person, portion, method and refund, filtered by status", async () => {
    const path = `/api/protected/tenants/${a.tenantId}/payments/list`;
    const all = await request(t.http).get(path).set(bearer(a.tokens.admin)).expect(200);
    expect(Number(all.headers['content-range'].split('/')[1])).toBe(all.body.length);
    expect(all.body.length).toBeGreaterThan(5);
    const times = all.body.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const refunded = await request(t.http)
      .get(path)
      .query({ filter: JSON.stringify({ status: 'refunded' }) })
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(refunded.body.length).toBeGreaterThan(0);
    for (const payment of refunded.body) {
      expect(payment).toMatchObject({
        status: 'refunded',
        refundStatus: 'refunded',
        personName: expect.any(String),
        portionTitle: expect.any(String),
      });
      expect(payment.mollieRefundId).toMatch(/^re_/);
    }
    await request(t.http)
      .get(path)
      .query({ filter: JSON.stringify({ status: 'stolen' }) })
      .set(bearer(a.tokens.admin))
      .expect(400);
    const theirs = await request(t.http).get(`/api/protected/tenants/${b.tenantId}/payments/list`).set(bearer(b.tokens.admin)).expect(200);
    expect(theirs.body.every((p: { id: string }) => !all.body.some((q: { id: string }) => q.id === p.id))).toBe(true);
  });

  it('a free portion is reserved at once, without a payment, also for an online organisation', async () => {
    const portion = await offerPortion(t, a, clock, { priceCents: null });
    const { body } = await reserve(t, a.tokens.kitchen, portion.id).expect(201);
    expect(body).toMatchObject({ status: 'reserved', payment: null, pickupCode: expect.any(String) });
  });
});
