import request from 'supertest';
import { DataSource } from 'typeorm';
import { WriteCommissionLinesUseCase } from '../src/application/partners/write-commission-lines.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../src/application/leads/submit-partner-application.use-case.js';
import type { NewPartnerApplication } from '../src/domain/leads/partner-application.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { ManualClock, contactForm, partnerForm } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('commission ledger', () => {
  const clock = new ManualClock(); // 22 November 2026
  let t: TestApp;
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
    (await su().get(`/api/protected/admin/commissions?filter=${encodeURIComponent(JSON.stringify({ month }))}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    db = t.app.get(DataSource);
    superToken = (await createSuperadmin(t)).token;
    other = await createTenant(t); // not attributed: earns nobody anything
    const { website, ...input } = partnerForm({ company: 'Ledger Advies' });
    const application = await t.app.get(SubmitPartnerApplicationUseCase).execute(input as unknown as NewPartnerApplication, { ip: 'ledger', honeypot: website as string });
    partnerId = (await su().put(`/api/protected/admin/partner-applications/${application.id}`, { status: 'accepted' }).expect(200)).body.partnerId;
    // A referred demo request, converted into a Groep tenant that is attributed to the partner.
    const lead = await request(t.http).post('/api/contact').send(contactForm({ referralCode: 'ledger-advies' })).expect(201);
    await su().put(`/api/protected/admin/contacts/${lead.body.id}`, { status: 'contacted' }).expect(200);
    const converted = await su()
      .post(`/api/protected/admin/contacts/${lead.body.id}/convert`, { slug: 'ledger-klant', plan: 'group', admin: { email: 'beheer@ledgerklant.nl', firstName: 'Lot', lastName: 'Klant', password: 'Welkom123!' } })
      .expect(201);
    tenantId = converted.body.tenant.id;
    expect(converted.body.tenant.partnerId).toBe(partnerId);
    // The customer has been one since before October.
    await db.query(`UPDATE tenant_billing_history SET valid_from = '2026-09-01T00:00:00Z' WHERE tenant_id = $1`, [tenantId]);
  });
  afterAll(() => t.close());

  it('closing a month that has not ended answers 409 and writes nothing', async () => {
    await su().post('/api/protected/admin/commissions/2026-11/close').expect(409);
    expect(await lines('2026-11')).toEqual([]);
  });

  it('a bad month answers 400', async () => {
    await su().post('/api/protected/admin/commissions/2026-13/close').expect(400);
  });

  it('the job is idempotent and safe in parallel: one line per attributed tenant, a full month of Groep earns 890 cents', async () => {
    const write = t.app.get(WriteCommissionLinesUseCase);
    const results = await Promise.all([write.execute('2026-10', clock.now()), write.execute('2026-10', clock.now()), write.execute('2026-10', clock.now())]);
    expect(results.reduce((sum, result) => sum + result.written, 0)).toBe(1);
    const [line, ...rest] = await lines('2026-10');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ partnerId, tenantId, kind: 'monthly', activeDays: 31, daysInMonth: 31, commissionRate: 10, amountCents: 890, status: 'open' });
  });

  it('closing the month keeps its lines and marks them closed; closing again changes nothing', async () => {
    await su().post('/api/protected/admin/commissions/2026-10/close').expect(204);
    await su().post('/api/protected/admin/commissions/2026-10/close').expect(204);
    const closed = await lines('2026-10');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ status: 'closed', amountCents: 890 });
  });

  it('only the superadmin reads the ledger', async () => {
    await request(t.http).get('/api/protected/admin/commissions').expect(401);
    await request(t.http).get('/api/protected/admin/commissions').set('Authorization', `Bearer ${other.tokens.admin}`).expect(403);
  });
});
