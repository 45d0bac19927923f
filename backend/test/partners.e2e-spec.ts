import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubmitPartnerApplicationUseCase } from '../src/application/leads/submit-partner-application.use-case.js';
import type { NewPartnerApplication } from '../src/domain/leads/partner-application.js';
import { PUBLIC_FORM_PER_IP } from '../src/domain/security/throttle.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { ManualClock, contactForm, partnerForm } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('partners: accepting an application, managing partners, referral attribution', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let db: DataSource;
  let superToken: string;
  let tenant: TenantFixture;
  let source = 0;

  const as = (token: string) => ({
    get: (url: string) => request(t.http).get(url).set('Authorization', `Bearer ${token}`),
    put: (url: string, body: object) => request(t.http).put(url).set('Authorization', `Bearer ${token}`).send(body),
  });
  const applyAsPartner = async (overrides: Record<string, unknown> = {}) => {
    const { website, ...input } = partnerForm(overrides);
    const lead = await t.app
      .get(SubmitPartnerApplicationUseCase)
      .execute(input as unknown as NewPartnerApplication, { ip: `p-${++source}`, honeypot: website as string });
    return lead.id;
  };
  const accept = (id: string) => as(superToken).put(`/api/protected/admin/partner-applications/${id}`, { status: 'accepted' });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    db = t.app.get(DataSource);
    superToken = (await createSuperadmin(t)).token;
    tenant = await createTenant(t);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.advance(PUBLIC_FORM_PER_IP.windowMs));

  it('accepting an application makes one partner with a readable code and a partner login without tenant, even when accepted again', async () => {
    const id = await applyAsPartner({ company: 'Van Dijk Advies', email: 'joost@vandijk.nl', firstName: 'Joost', lastName: 'van Dijk' });
    const first = await accept(id).expect(200);
    expect(first.body.partnerId).toEqual(expect.any(String));
    await as(superToken).put(`/api/protected/admin/partner-applications/${id}`, { status: 'contacted' }).expect(200);
    const again = await accept(id).expect(200);
    expect(again.body.partnerId).toBe(first.body.partnerId);
    expect((await as(superToken).get(`/api/protected/admin/partner-applications/${id}`).expect(200)).body.partnerId).toBe(
      first.body.partnerId,
    );

    const partner = (await as(superToken).get(`/api/protected/admin/partners/${first.body.partnerId}`).expect(200)).body;
    expect(partner).toEqual({
      id: first.body.partnerId,
      company: 'Van Dijk Advies',
      contactName: 'Joost van Dijk',
      email: 'joost@vandijk.nl',
      referralCode: 'van-dijk-advies',
      commissionRate: 10,
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(await db.query('SELECT role, tenant_id, password_hash FROM users WHERE email = $1', ['joost@vandijk.nl'])).toEqual([
      { role: 'partner', tenant_id: null, password_hash: null },
    ]);
    // The accounts' invitation mail, queued once, lets the partner choose a password.
    expect(
      await db.query(`SELECT kind FROM outbound_emails WHERE recipient = $1 AND kind = 'invitation'`, ['joost@vandijk.nl']),
    ).toHaveLength(1);
    expect(Number((await db.query('SELECT count(*) AS n FROM partners WHERE application_id = $1', [id]))[0].n)).toBe(1);
  });

  it('a second partner with the same company name gets a code with -2', async () => {
    const id = await applyAsPartner({ company: 'Van Dijk Advies', email: 'tweede@vandijk.nl' });
    const { partnerId } = (await accept(id).expect(200)).body;
    expect((await as(superToken).get(`/api/protected/admin/partners/${partnerId}`)).body.referralCode).toBe('van-dijk-advies-2');
  });

  it('lists partners by the list contract and changes rate and active state by PUT; a bad rate answers 400', async () => {
    const response = await as(superToken)
      .get(`/api/protected/admin/partners?${new URLSearchParams({ sort: '["company","ASC"]', range: '[0,0]' })}`)
      .expect(200);
    expect(response.headers['content-range']).toMatch(/^partners 0-0\/\d+$/);
    const [partner] = response.body;
    const updated = await as(superToken).put(`/api/protected/admin/partners/${partner.id}`, { commissionRate: 12.5 }).expect(200);
    expect(updated.body.commissionRate).toBe(12.5);
    await as(superToken).put(`/api/protected/admin/partners/${partner.id}`, { commissionRate: 101 }).expect(400);
    await as(superToken).put(`/api/protected/admin/partners/${partner.id}`, { commissionRate: 10, isActive: true }).expect(200);
  });

  it('only the superadmin manages partners', async () => {
    await request(t.http).get('/api/protected/admin/partners').expect(401);
    await as(tenant.tokens.admin).get('/api/protected/admin/partners').expect(403);
  });

  it("a demo request with an active partner's referral code reads that partnerId; unknown and inactive codes are ignored", async () => {
    const [{ id: partnerId }] = await db.query(`SELECT id FROM partners WHERE referral_code = 'van-dijk-advies'`);
    const post = (body: Record<string, unknown>) => request(t.http).post('/api/contact').send(body).expect(201);
    const referred = await post(contactForm({ referralCode: 'van-dijk-advies' }));
    const unknown = await post(contactForm({ referralCode: 'bestaat-niet' }));
    const lead = (id: string) => as(superToken).get(`/api/protected/admin/contacts/${id}`).expect(200);
    expect((await lead(referred.body.id)).body.partnerId).toBe(partnerId);
    expect((await lead(unknown.body.id)).body.partnerId).toBeNull();

    await as(superToken).put(`/api/protected/admin/partners/${partnerId}`, { isActive: false }).expect(200);
    const inactive = await post(contactForm({ referralCode: 'van-dijk-advies' }));
    expect((await lead(inactive.body.id)).body.partnerId).toBeNull();
    await as(superToken).put(`/api/protected/admin/partners/${partnerId}`, { isActive: true }).expect(200);
  });

  it('a plain form post takes the code from the pp_ref cookie', async () => {
    const [{ id: partnerId }] = await db.query(`SELECT id FROM partners WHERE referral_code = 'van-dijk-advies'`);
    const form = contactForm();
    const body = new URLSearchParams({ ...(form as Record<string, string>), privacyAccepted: 'on' }).toString();
    await request(t.http).post('/api/contact').type('form').set('Cookie', 'pp_ref=van-dijk-advies').send(body).expect(303);
    expect(await db.query('SELECT partner_id FROM contact_requests WHERE email = $1', [form.email])).toEqual([{ partner_id: partnerId }]);
  });

  it('opening a page with ?ref= of an active partner sets pp_ref for 90 days; an unknown code sets nothing', async () => {
    const known = await request(t.http).get('/?ref=van-dijk-advies');
    const cookie = String(known.headers['set-cookie'] ?? '');
    expect(cookie).toContain('pp_ref=van-dijk-advies');
    expect(cookie).toContain(`Max-Age=${90 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
    const unknown = await request(t.http).get('/?ref=bestaat-niet');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('in production pp_ref is sent only over HTTPS (Secure)', async () => {
    const production = await createTestApp({ databaseUrl: t.databaseUrl, nodeEnv: 'production' });
    try {
      expect(String((await request(production.http).get('/?ref=van-dijk-advies')).headers['set-cookie'])).toMatch(
        /^pp_ref=van-dijk-advies;.*; Secure$/,
      );
    } finally {
      await production.close();
    }
  });
});
