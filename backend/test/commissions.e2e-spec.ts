import request from 'supertest';
import { DataSource } from 'typeorm';
import { WriteCommissionLinesUseCase } from '../src/application/partners/write-commission-lines.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../src/application/leads/submit-partner-application.use-case.js';
import type { NewPartnerApplication } from '../src/domain/leads/partner-application.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { ManualClock, contactForm, partnerForm } from './support/leads.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { linkIn, TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('commission ledger', () => {
  const clock = new ManualClock(); // 22 November 2026
  let t: TestApp;
  let smtp: TestSmtpServer;
  let db: DataSource;
  let superToken: string;
  let other: TenantFixture;
  let partnerId: string;
  let tenantId: string;

  const su = () => ({
    get: (url: string) => request(t.http).get(url).set('Authorization', `Bearer ${superToken}`),
    put: (url: string, body: object) => request(t.http).put(url).set('Authorization', `Bearer ${superToken}`).send(body),
    post: (url: string, body: object = {}) => request(t.http).post(url).set('Authorization', `Bearer ${superToken}`).send(body),
  });
  const lines = async (month: string) =>
    (
      await su()
        .get(`/api/protected/admin/commissions?filter=${encodeURIComponent(JSON.stringify({ month }))}`)
        .expect(200)
    ).body;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url, appUrl: 'https://portiepunt.example.nl' } });
    db = t.app.get(DataSource);
    superToken = (await createSuperadmin(t)).token;
    other = await createTenant(t); // not attributed: earns nobody anything
    const { website, ...input } = partnerForm({ company: 'Ledger Advies' });
    const application = await t.app
      .get(SubmitPartnerApplicationUseCase)
      .execute(input as unknown as NewPartnerApplication, { ip: 'ledger', honeypot: website as string });
    partnerId = (await su().put(`/api/protected/admin/partner-applications/${application.id}`, { status: 'accepted' }).expect(200)).body
      .partnerId;
    // A referred demo request, converted into a Groep tenant that is attributed to the partner.
    const lead = await request(t.http)
      .post('/api/contact')
      .send(contactForm({ referralCode: 'ledger-advies' }))
      .expect(201);
    await su().put(`/api/protected/admin/contacts/${lead.body.id}`, { status: 'contacted' }).expect(200);
    const converted = await su()
      .post(`/api/protected/admin/contacts/${lead.body.id}/convert`, {
        slug: 'ledger-klant',
        plan: 'group',
        admin: { email: 'beheer@ledgerklant.nl', firstName: 'Lot', lastName: 'Klant', password: 'Groene-Soeplepel-73' },
      })
      .expect(201);
    tenantId = converted.body.tenant.id;
    expect(converted.body.tenant.partnerId).toBe(partnerId);
    // The customer has been one since before October.
    await db.query(`UPDATE tenant_billing_history SET valid_from = '2026-09-01T00:00:00Z' WHERE tenant_id = $1`, [tenantId]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('closing a month that has not ended answers 409 and writes nothing', async () => {
    await su().post('/api/protected/admin/commissions/2026-11/close').expect(409);
    expect(await lines('2026-11')).toEqual([]);
  });

  it.each(['2026-13', '0000-01', '2100-01'])('closing the bad month %s answers 400', async (month) => {
    await su().post(`/api/protected/admin/commissions/${month}/close`).expect(400);
  });

  it('the job is idempotent and safe in parallel: one line per attributed tenant, a full month of Groep earns 890 cents', async () => {
    const write = t.app.get(WriteCommissionLinesUseCase);
    const results = await Promise.all([
      write.execute('2026-10', clock.now()),
      write.execute('2026-10', clock.now()),
      write.execute('2026-10', clock.now()),
    ]);
    expect(results.reduce((sum, result) => sum + result.written, 0)).toBe(1);
    const [line, ...rest] = await lines('2026-10');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      partnerId,
      tenantId,
      kind: 'monthly',
      activeDays: 31,
      daysInMonth: 31,
      commissionRate: 10,
      amountCents: 890,
      status: 'open',
    });
  });

  it('closing the month keeps its lines and marks them closed; closing again changes nothing', async () => {
    await su().post('/api/protected/admin/commissions/2026-10/close').expect(204);
    await su().post('/api/protected/admin/commissions/2026-10/close').expect(204);
    const closed = await lines('2026-10');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ status: 'closed', amountCents: 890 });
  });

  it("marks a partner's closed month paid once, with date and reference; a month not closed answers 409", async () => {
    await su()
      .post('/api/protected/admin/commissions/2026-09/payouts', { partnerId, paidOn: '2026-11-05', reference: 'BANK-1' })
      .expect(409);
    await su()
      .post('/api/protected/admin/commissions/2026-10/payouts', { partnerId, paidOn: '5-11-2026', reference: 'BANK-1' })
      .expect(400);
    await su()
      .post('/api/protected/admin/commissions/2026-10/payouts', { partnerId, paidOn: '2026-11-05', reference: 'BANK-1' })
      .expect(204);
    await su()
      .post('/api/protected/admin/commissions/2026-10/payouts', { partnerId, paidOn: '2026-11-06', reference: 'BANK-2' })
      .expect(409);
    expect((await lines('2026-10'))[0]).toMatchObject({
      status: 'paid',
      paidOn: '2026-11-05',
      paymentReference: 'BANK-1',
      amountCents: 890,
    });
  });

  it("exports a month's payouts as CSV, one row per partner, in the reader's language", async () => {
    const email = (await db.query('SELECT email FROM partners WHERE id = $1', [partnerId]))[0].email;
    const exported = async (language: string) => {
      await su().put('/api/protected/profile/language', { language }).expect(200);
      const response = await su().get('/api/protected/admin/commissions/2026-10/payouts.csv').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      // trimEnd: trim() would also drop the BOM that tells Excel the file is UTF-8.
      return { lines: response.text.trimEnd().split('\r\n'), disposition: response.headers['content-disposition'] };
    };
    try {
      expect(await exported('nl')).toEqual({
        lines: [
          '\uFEFFPartner-ID;Bedrijf;E-mailadres;Verwijzingscode;Regels;Bedrag (EUR);Betaald op;Betalingskenmerk',
          `${partnerId};Ledger Advies;${email};ledger-advies;1;8,90;05-11-2026;BANK-1`,
        ],
        disposition: 'attachment; filename="commissie-2026-10.csv"',
      });
      expect(await exported('fr')).toEqual({
        lines: [
          '\uFEFFID partenaire;Société;Adresse e-mail;Code de parrainage;Lignes;Montant (EUR);Payé le;Référence du paiement',
          `${partnerId};Ledger Advies;${email};ledger-advies;1;8,90;05/11/2026;BANK-1`,
        ],
        disposition: 'attachment; filename="commissions-2026-10.csv"',
      });
      expect(await exported('en')).toEqual({
        lines: [
          '\uFEFFPartner ID,Company,Email address,Referral code,Lines,Amount (EUR),Paid on,Payment reference',
          `${partnerId},Ledger Advies,${email},ledger-advies,1,8.90,05/11/2026,BANK-1`,
        ],
        disposition: 'attachment; filename="commission-2026-10.csv"',
      });
    } finally {
      await su().put('/api/protected/profile/language', { language: 'nl' }).expect(200);
    }
  });

  it('corrections are new lines, refused for a paid month or a month not ended', async () => {
    await su()
      .post('/api/protected/admin/commissions', { month: '2026-10', partnerId, tenantId, amountCents: -100, note: 'Te veel' })
      .expect(409);
    await su().post('/api/protected/admin/commissions', { month: '2026-11', partnerId, amountCents: -100, note: 'Te vroeg' }).expect(409);
    const correction = await su()
      .post('/api/protected/admin/commissions', { month: '2026-09', partnerId, tenantId, amountCents: -100, note: 'Teruggedraaid' })
      .expect(201);
    expect(correction.body).toMatchObject({ kind: 'correction', amountCents: -100, note: 'Teruggedraaid', status: 'open' });
    expect((await lines('2026-10')).map((line: { amountCents: number }) => line.amountCents)).toEqual([890]);
  });

  it("the superadmin sets and clears a tenant's attribution; the history records who changed it, oldest first", async () => {
    const url = `/api/protected/admin/tenants/${other.tenantId}/attribution`;
    expect((await su().get(url).expect(200)).body).toEqual({ tenantId: other.tenantId, partnerId: null, history: [] });
    await su().put(url, {}).expect(400);
    await su().put(url, { partnerId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await su().put(url, { partnerId }).expect(200);
    const cleared = (await su().put(url, { partnerId: null }).expect(200)).body;
    expect(cleared.partnerId).toBeNull();
    expect(
      cleared.history.map((change: { fromPartnerId: string | null; toPartnerId: string | null; changedBy: { name: string } }) => [
        change.fromPartnerId,
        change.toPartnerId,
        change.changedBy.name,
      ]),
    ).toEqual([
      [null, partnerId, 'Sam Super'],
      [partnerId, null, 'Sam Super'],
    ]);
    const converted = (await su().get(`/api/protected/admin/tenants/${tenantId}/attribution`).expect(200)).body;
    expect(converted.history).toHaveLength(1);
    expect(converted.history[0]).toMatchObject({ fromPartnerId: null, toPartnerId: partnerId });
  });

  it('the partner sees only their own referrals and commissions; other roles get 403', async () => {
    // The partner chooses a password through the invitation mail sent when the application was accepted.
    const [{ email }] = await db.query('SELECT email FROM partners WHERE id = $1', [partnerId]);
    await t.app.get(OutboxWorker).runDue();
    // The applicant also got the confirmation of their application; the invitation is the mail with the link.
    const invitation = smtp.to(email).find((mail) => mail.text?.includes('/wachtwoord-instellen?token='));
    if (!invitation) throw new Error(`no invitation mail to ${email}`);
    // A partner has no beheerder: the mail sends them to Portiepunt for a new link.
    expect(invitation.subject).toBe('Je account bij Portiepunt staat klaar');
    expect(invitation.text).not.toContain('beheerder');
    expect(invitation.text).toContain('info@portiepunt.nl');
    const link = linkIn(invitation, 'https://portiepunt.example.nl/wachtwoord-instellen?token=');
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token: new URL(link).searchParams.get('token'), password: 'Partner-link-2026' })
      .expect(204);
    const token = (await request(t.http).post('/api/auth/login').send({ email, password: 'Partner-link-2026' }).expect(200)).body.token;
    const partner = (url: string) => request(t.http).get(url).set('Authorization', `Bearer ${token}`);
    expect((await partner('/api/protected/partner').expect(200)).body).toEqual({
      company: 'Ledger Advies',
      referralCode: 'ledger-advies',
      referralLink: 'https://portiepunt.example.nl/?ref=ledger-advies',
      commissionRate: 10,
    });
    // The referral link opens the home page in the partner's own language.
    await request(t.http)
      .put('/api/protected/profile/language')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'fr' })
      .expect(200);
    expect((await partner('/api/protected/partner').expect(200)).body.referralLink).toBe(
      'https://portiepunt.example.nl/fr/?ref=ledger-advies',
    );
    const referrals = (await partner('/api/protected/partner/referrals').expect(200)).body;
    expect(referrals).toEqual([{ id: tenantId, name: expect.any(String), date: expect.any(String), status: 'customer', plan: 'group' }]);
    const commissions = (await partner('/api/protected/partner/commissions').expect(200)).body;
    expect(commissions).toEqual({
      months: [
        { month: '2026-10', status: 'paid', amountCents: 890, paidOn: '2026-11-05' },
        { month: '2026-09', status: 'open', amountCents: -100, paidOn: null },
      ],
      totalPaidCents: 890,
    });
    // A partner cannot reach admin or tenant data.
    await partner('/api/protected/admin/commissions').expect(403);
    await partner(`/api/protected/tenants/${tenantId}/locations`).expect(403);
    await request(t.http).get('/api/protected/partner/referrals').set('Authorization', `Bearer ${other.tokens.admin}`).expect(403);
    await request(t.http).get('/api/protected/partner/referrals').expect(401);
  });

  it('only the superadmin reads the ledger', async () => {
    await request(t.http).get('/api/protected/admin/commissions').expect(401);
    await request(t.http).get('/api/protected/admin/commissions').set('Authorization', `Bearer ${other.tokens.admin}`).expect(403);
  });
});
