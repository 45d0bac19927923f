import request from 'supertest';
import { PaymentHoldJob } from '../../src/infrastructure/payments/jobs/payment-hold.job.js';
import { OutboxWorker } from '../../src/infrastructure/platform/outbox/outbox-worker.js';
import { createStaffMembers, createTenant, type TenantFixture } from '../support/fixtures.js';
import { FakeMollie } from '../support/fake-mollie.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from '../support/portions.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('after an online payment: the receipt, the settlement and payroll, and no-show refunds (against a fake Mollie)', () => {
  const clock = new TestClock();
  let t: TestApp;
  let mollie: FakeMollie;
  let smtp: TestSmtpServer;

  const webhook = (id: string) => request(t.http).post('/api/payments/mollie/webhook').type('form').send({ id });
  const payments = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/payments`;
  const goOnline = (f: TenantFixture, settings: Record<string, unknown> = {}) =>
    request(t.http)
      .put(payments(f))
      .set(bearer(f.tokens.admin))
      .send({ mode: 'online', mollieApiKey: mollie.account('test').key, holdMinutes: 10, vatPercent: 9, ...settings })
      .expect(200);
  const mine = async (token: string, id: string) =>
    (await request(t.http).get(`/api/protected/reservations/${id}`).set(bearer(token)).expect(200)).body;
  const pickUp = (f: TenantFixture, id: string) =>
    request(t.http)
      .patch(`/api/protected/reservations/${id}/status`)
      .set(bearer(f.tokens.kitchen))
      .send({ status: 'picked_up' })
      .expect(200);
  /** Reserves and pays at the fake Mollie (which calls the webhook); answers the reservation. */
  const reserveAndPay = async (token: string, portionId: string, quantity = 1, method = 'ideal') => {
    const { body } = await reserve(t, token, portionId, quantity).expect(201);
    expect(await mollie.act(body.payment.molliePaymentId, 'paid', method)).toBe(200);
    return body as { id: string; payment: { molliePaymentId: string } };
  };

  beforeAll(async () => {
    clock.set(new Date('2026-11-10T10:00:00Z'));
    mollie = await FakeMollie.start();
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ clock, config: { mollieApiUrl: mollie.apiUrl, extraCaCertsFile: mollie.caFile, smtpUrl: smtp.url } });
    mollie.sendWebhook = async (_url, body) => (await webhook(new URLSearchParams(body).get('id')!)).status;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await mollie.close();
  });

  describe('the receipt mail', () => {
    let a: TenantFixture;
    beforeAll(async () => {
      a = await createTenant(t);
      await goOnline(a, { vatPercent: 6 });
    });

    it("arrives over SMTP once paid, in the payer's language: what, where, amount, VAT from the gross amount, method, Mollie's id", async () => {
      const [payer] = await createStaffMembers(t, a, 1);
      await request(t.http).put('/api/protected/profile/language').set(bearer(payer.token)).send({ language: 'fr' }).expect(200);
      const email = (await request(t.http).get('/api/protected/profile').set(bearer(payer.token)).expect(200)).body.email as string;
      const portion = await offerPortion(t, a, clock, { priceCents: 350, title: 'Stoemp' });
      const paid = await reserveAndPay(payer.token, portion.id, 2, 'voucher');
      await t.app.get(OutboxWorker).runDue();
      await t.app.get(OutboxWorker).runDue();
      const [mail, ...more] = smtp.to(email).filter((message) => message.subject?.startsWith('Reçu'));
      expect(more).toEqual([]);
      expect(mail.subject).toBe('Reçu de paiement\u00a0: Stoemp');
      const text = (mail.text ?? '').replace(/\s/g, ' ');
      // 7,00 € with 6 % VAT inside: 700 × 6 / 106 = 39,6 → 0,40 €.
      for (const line of [
        'Quoi : 2 × Stoemp',
        'Où : ',
        'Montant : 7,00 €',
        'Dont TVA (6 %) : 0,40 €',
        'Moyen de paiement : chèque-repas',
        `Référence du paiement (Mollie) : ${paid.payment.molliePaymentId}`,
        `/dashboard/betaling/${paid.id}`,
      ]) {
        expect(text).toContain(line);
      }
      expect(mail.html).toContain('lang="fr"');
      // A repeated webhook sends no second receipt.
      await webhook(paid.payment.molliePaymentId).expect(200);
      await t.app.get(OutboxWorker).runDue();
      expect(smtp.to(email).filter((message) => message.subject?.startsWith('Reçu'))).toHaveLength(1);
    });

    it('is not sent for a payment cancelled at Mollie', async () => {
      const [payer] = await createStaffMembers(t, a, 1);
      const email = (await request(t.http).get('/api/protected/profile').set(bearer(payer.token)).expect(200)).body.email as string;
      const portion = await offerPortion(t, a, clock, { priceCents: 300 });
      const { body } = await reserve(t, payer.token, portion.id).expect(201);
      await mollie.act(body.payment.molliePaymentId, 'canceled');
      await t.app.get(OutboxWorker).runDue();
      expect(smtp.to(email)).toEqual([]);
    });
  });

  it('the settlement splits paid online from open per person and in total; the payroll export deducts only what is open', async () => {
    const b = await createTenant(t);
    await request(t.http)
      .put(`/api/protected/tenants/${b.tenantId}/settings`)
      .set(bearer(b.tokens.admin))
      .send({ defaultPriceCents: 350 })
      .expect(200);
    // Picked up while the organisation still settled monthly: open.
    await pickUp(b, (await reserve(t, b.tokens.staff, (await offerPortion(t, b, clock)).id).expect(201)).body.id);
    await goOnline(b);
    const paid = await reserveAndPay(b.tokens.staff, (await offerPortion(t, b, clock, { priceCents: 400 })).id, 2);
    await pickUp(b, paid.id);
    const settlement = await request(t.http)
      .get(`/api/protected/tenants/${b.tenantId}/settlements/2026-11`)
      .query({ format: 'json' })
      .set(bearer(b.tokens.admin))
      .expect(200);
    expect(settlement.body).toMatchObject({ portions: 3, totalCents: 1150, paidOnlineCents: 800, openCents: 350 });
    expect(settlement.body.lines).toEqual([
      expect.objectContaining({ userId: b.userIds.staff, portions: 3, totalCents: 1150, paidOnlineCents: 800, openCents: 350 }),
    ]);
    const csv = await request(t.http)
      .get(`/api/protected/tenants/${b.tenantId}/settlements/2026-11`)
      .set(bearer(b.tokens.admin))
      .expect(200);
    expect(csv.text.split('\r\n').at(-2)).toBe('Totaal;;;3;11,50;8,00;3,50');
    const payroll = await request(t.http)
      .get(`/api/protected/tenants/${b.tenantId}/payroll-export?month=2026-11`)
      .set(bearer(b.tokens.admin))
      .expect(200);
    expect(payroll.text.split('\r\n').at(-2)).toBe('Totaal;;;;3;3,50');
  });

  describe('no-shows', () => {
    /** A paid reservation of a portion whose pick-up ends in an hour, never collected. */
    const paidNoShow = async (f: TenantFixture) => {
      const [staff] = await createStaffMembers(t, f, 1);
      const portion = await offerPortion(t, f, clock, {
        priceCents: 450,
        availableUntil: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      const paid = await reserveAndPay(staff.token, portion.id);
      expect(await mine(staff.token, paid.id)).toMatchObject({ status: 'reserved', payment: { status: 'paid' } });
      return { ...paid, token: staff.token };
    };
    // runDue may join a run already in progress (started by the timer): a second call is a run of its own.
    const runJobs = async () => {
      await t.app.get(PaymentHoldJob).runDue();
      await t.app.get(PaymentHoldJob).runDue();
      await t.app.get(OutboxWorker).runDue();
      await t.app.get(OutboxWorker).runDue();
    };

    it('with refundNoShows on, a paid no-show is refunded in full once the late hand-over ended; not before', async () => {
      const c = await createTenant(t);
      await goOnline(c, { refundNoShows: true });
      clock.set(new Date('2026-11-12T10:00:00Z'));
      const noShow = await paidNoShow(c);
      clock.set(new Date(clock.now().getTime() + 12 * HOUR)); // the portion ended 11 hours ago: it may still be handed over
      await runJobs();
      expect((await mine(noShow.token, noShow.id)).payment).toMatchObject({ status: 'paid', refundStatus: null });
      expect(mollie.refunds.get(noShow.payment.molliePaymentId)).toBeUndefined();
      clock.set(new Date(clock.now().getTime() + 2 * HOUR));
      await runJobs();
      expect((await mine(noShow.token, noShow.id)).payment).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
      expect(mollie.refunds.get(noShow.payment.molliePaymentId)!.map((refund) => refund.amount)).toEqual([
        { currency: 'EUR', value: '4.50' },
      ]);
      await runJobs();
      expect(mollie.refunds.get(noShow.payment.molliePaymentId)).toHaveLength(1);
    });

    it('with refundNoShows off (the default), a paid no-show keeps its payment', async () => {
      const d = await createTenant(t);
      await goOnline(d);
      expect((await request(t.http).get(payments(d)).set(bearer(d.tokens.admin)).expect(200)).body.refundNoShows).toBe(false);
      clock.set(new Date('2026-11-14T10:00:00Z'));
      const noShow = await paidNoShow(d);
      clock.set(new Date(clock.now().getTime() + 14 * HOUR));
      await runJobs();
      expect((await mine(noShow.token, noShow.id)).payment).toMatchObject({ status: 'paid', refundStatus: null });
      expect(mollie.refunds.get(noShow.payment.molliePaymentId)).toBeUndefined();
    });

    it('a picked-up paid reservation is never refunded as a no-show', async () => {
      const e = await createTenant(t);
      await goOnline(e, { refundNoShows: true });
      clock.set(new Date('2026-11-16T10:00:00Z'));
      const collected = await paidNoShow(e);
      await pickUp(e, collected.id);
      clock.set(new Date(clock.now().getTime() + 14 * HOUR));
      await runJobs();
      expect(mollie.refunds.get(collected.payment.molliePaymentId)).toBeUndefined();
    });
  });
});
