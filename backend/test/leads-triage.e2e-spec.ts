import request from 'supertest';
import { DataSource } from 'typeorm';
import type { NewContactRequest } from '../src/domain/leads/contact-request.js';
import type { NewPartnerApplication } from '../src/domain/leads/partner-application.js';
import { SubmitContactRequestUseCase } from '../src/application/leads/submit-contact-request.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../src/application/leads/submit-partner-application.use-case.js';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { ManualClock, MINUTE, contactForm, partnerForm } from './support/leads.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

const CONTACTS = '/api/protected/admin/contacts';
const PARTNERS = '/api/protected/admin/partner-applications';

describe('lead triage by the superadmin', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let db: DataSource;
  let superToken: string;
  let superId: string;
  let tenant: TenantFixture;
  let source = 0;

  /** Stores a lead through the real use case, each from its own address so that the rate limit stays out of the way. */
  const submitContact = async (overrides: Record<string, unknown> = {}) => {
    clock.advance(1000);
    const { website, ...input } = contactForm(overrides);
    const lead = await t.app
      .get(SubmitContactRequestUseCase)
      .execute(input as unknown as NewContactRequest, { ip: `seed-${++source}`, honeypot: website as string });
    return lead.id;
  };
  const submitPartner = async (overrides: Record<string, unknown> = {}) => {
    clock.advance(1000);
    const { website, ...input } = partnerForm(overrides);
    const lead = await t.app
      .get(SubmitPartnerApplicationUseCase)
      .execute(input as unknown as NewPartnerApplication, { ip: `seed-${++source}`, honeypot: website as string });
    return lead.id;
  };
  const as = (token: string) => ({
    get: (url: string) => request(t.http).get(url).set('Authorization', `Bearer ${token}`),
    put: (url: string, body: object) => request(t.http).put(url).set('Authorization', `Bearer ${token}`).send(body),
    post: (url: string, body: object) => request(t.http).post(url).set('Authorization', `Bearer ${token}`).send(body),
    delete: (url: string) => request(t.http).delete(url).set('Authorization', `Bearer ${token}`),
  });
  const superadmin = () => as(superToken);
  const list = (url: string, params: Record<string, unknown> = {}) =>
    superadmin().get(`${url}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))}`);
  const historyCount = async (id: string): Promise<number> =>
    Number(
      (
        await db.query('SELECT count(*) AS n FROM lead_status_changes WHERE contact_request_id = $1 OR partner_application_id = $1', [id])
      )[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp({ clock });
    db = t.app.get(DataSource);
    const sup = await createSuperadmin(t);
    superToken = sup.token;
    superId = sup.actor.userId;
    tenant = await createTenant(t);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it.each([
      ['contacts', CONTACTS],
      ['partner applications', PARTNERS],
    ])('every %s route is for the superadmin only: kitchen, staff and admin get 403, anonymous 401', async (_name, base) => {
      const id = base === CONTACTS ? await submitContact() : await submitPartner();
      const routes: [string, string, object?][] = [
        ['get', base],
        ['get', `${base}/${id}`],
        ['put', `${base}/${id}`, { status: 'contacted' }],
        ['delete', `${base}/${id}`],
      ];
      if (base === CONTACTS) {
        routes.push([
          'post',
          `${base}/${id}/convert`,
          { slug: 'verboden', plan: 'starter', admin: { email: 'x@verboden.nl', firstName: 'X', lastName: 'Y', password: PASSWORD } },
        ]);
      }
      for (const [method, url, body] of routes) {
        const call = (token?: string) => {
          const r = (request(t.http) as unknown as Record<string, (u: string) => request.Test>)[method](url);
          if (token) r.set('Authorization', `Bearer ${token}`);
          return body ? r.send(body) : r;
        };
        await call().expect(401);
        for (const role of ['kitchen', 'staff', 'admin'] as const) await call(tenant.tokens[role]).expect(403);
      }
      const unchanged = await superadmin().get(`${base}/${id}`).expect(200);
      expect(unchanged.body).toMatchObject({ id, status: 'new', history: [] });
    });
  });

  describe('GET /api/protected/admin/contacts: the list contract', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await db.query('DELETE FROM contact_requests');
      ids.anker = await submitContact({
        organizationName: 'Zorggroep Het Anker',
        firstName: 'Marieke',
        lastName: 'Jansen',
        email: 'm.jansen@hetanker.nl',
      });
      ids.noord = await submitContact({
        organizationName: 'Hogeschool Noord',
        firstName: 'Pieter',
        lastName: 'de Boer',
        email: 'p.deboer@hsnoord.nl',
      });
      ids.zuid = await submitContact({
        organizationName: 'Ziekenhuis Zuid',
        firstName: 'Fatima',
        lastName: 'Bakker',
        email: 'f.bakker@zzuid.nl',
      });
      ids.spam = await submitContact({ organizationName: 'Goedkope Pillen BV', email: 'bot@spam.example', website: 'http://spam.example' });
      await superadmin().put(`${CONTACTS}/${ids.noord}`, { status: 'contacted' }).expect(200);
    });

    it('lists newest first by default with Content-Range, leaving spam out', async () => {
      const response = await list(CONTACTS).expect(200);
      expect(response.body.map((r: { id: string }) => r.id)).toEqual([ids.zuid, ids.noord, ids.anker]);
      expect(response.headers['content-range']).toBe('contacts 0-2/3');
      expect(response.body[0]).toEqual({
        id: ids.zuid,
        organizationName: 'Ziekenhuis Zuid',
        firstName: 'Fatima',
        lastName: 'Bakker',
        email: 'f.bakker@zzuid.nl',
        phone: '+31 (0)30-123 45 67',
        institutionType: 'care-home',
        numberOfLocations: '2-5',
        message: 'Graag een demo.',
        privacyAccepted: true,
        language: 'nl',
        status: 'new',
        spam: false,
        tenantId: null,
        partnerId: null,
        createdAt: expect.any(String),
        proposedPlan: 'custom',
      });
    });

    it('shows spam only with filter {"spam": true}', async () => {
      const response = await list(CONTACTS, { filter: { spam: true } }).expect(200);
      expect(response.body.map((r: { id: string }) => r.id)).toEqual([ids.spam]);
      expect(response.body[0].spam).toBe(true);
    });

    it('filters by status', async () => {
      expect((await list(CONTACTS, { filter: { status: 'contacted' } }).expect(200)).body.map((r: { id: string }) => r.id)).toEqual([
        ids.noord,
      ]);
      expect((await list(CONTACTS, { filter: { status: 'new' } }).expect(200)).body.map((r: { id: string }) => r.id)).toEqual([
        ids.zuid,
        ids.anker,
      ]);
    });

    it.each([
      ['the organisation', 'ANKER', 'anker'],
      ['the first name', 'fatima', 'zuid'],
      ['the full name', 'Pieter de Boer', 'noord'],
      ['the email', 'hsnoord.nl', 'noord'],
    ])('q searches %s, ignoring case', async (_what, q, key) => {
      const response = await list(CONTACTS, { filter: { q } }).expect(200);
      expect(response.body.map((r: { id: string }) => r.id)).toEqual([ids[key]]);
    });

    it('sorts by another field and pages with range', async () => {
      const response = await list(CONTACTS, { sort: ['organizationName', 'ASC'], range: [1, 2] }).expect(200);
      expect(response.body.map((r: { organizationName: string }) => r.organizationName)).toEqual([
        'Ziekenhuis Zuid',
        'Zorggroep Het Anker',
      ]);
      expect(response.headers['content-range']).toBe('contacts 1-2/3');
    });

    it('fetches several by id, spam included, as getMany does', async () => {
      const response = await list(CONTACTS, { filter: { id: [ids.anker, ids.spam] } }).expect(200);
      expect(response.body.map((r: { id: string }) => r.id).sort()).toEqual([ids.anker, ids.spam].sort());
    });

    it.each([
      ['sort', { sort: ['message', 'ASC'] }],
      ['filter', { filter: { status: 'gebeld' } }],
      ['filter', { filter: { spam: 'ja' } }],
      ['filter', { filter: { tenantId: 'x' } }],
    ])('answers 400 on a bad %s (%j)', async (field, params) => {
      const response = await list(CONTACTS, params).expect(400);
      expect(refusedFields(response.body)).toContain(field);
    });

    it('answers */0 when nothing matches', async () => {
      const response = await list(CONTACTS, { filter: { q: 'niemand' } }).expect(200);
      expect(response.body).toEqual([]);
      expect(response.headers['content-range']).toBe('contacts */0');
    });
  });

  describe('GET /api/protected/admin/partner-applications: the list contract', () => {
    it('lists newest first without spam, filters by status, spam and q across company, name and email', async () => {
      await db.query('DELETE FROM partner_applications');
      const first = await submitPartner({
        company: 'Keukenadvies Noord',
        firstName: 'Ahmed',
        lastName: 'El Amrani',
        email: 'ahmed@kan.nl',
      });
      const second = await submitPartner({ company: null, firstName: 'Sofie', lastName: 'Peeters', email: 'sofie@duurzaam.be' });
      const spam = await submitPartner({ website: 'bot' });
      await superadmin().put(`${PARTNERS}/${first}`, { status: 'accepted' }).expect(200);

      const all = await list(PARTNERS).expect(200);
      expect(all.body.map((a: { id: string }) => a.id)).toEqual([second, first]);
      expect(all.headers['content-range']).toBe('partner-applications 0-1/2');
      expect(all.body[1]).toMatchObject({ company: 'Keukenadvies Noord', role: 'Adviseur grootkeukens', status: 'accepted', spam: false });
      expect((await list(PARTNERS, { filter: { spam: true } }).expect(200)).body.map((a: { id: string }) => a.id)).toEqual([spam]);
      expect((await list(PARTNERS, { filter: { status: 'accepted' } }).expect(200)).body.map((a: { id: string }) => a.id)).toEqual([first]);
      for (const q of ['keukenadvies', 'sofie peeters', 'DUURZAAM.be']) {
        const expected = q === 'keukenadvies' ? [first] : [second];
        expect((await list(PARTNERS, { filter: { q } }).expect(200)).body.map((a: { id: string }) => a.id)).toEqual(expected);
      }
      await list(PARTNERS, { filter: { status: 'converted' } }).expect(400);
    });
  });

  describe('status history', () => {
    it('records who, when, from, to and note for each change, and GET one returns it', async () => {
      const id = await submitContact();
      const contactedAt = clock.now().toISOString();
      const contacted = await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted', note: '  Gebeld, demo gepland.  ' }).expect(200);
      expect(contacted.body.status).toBe('contacted');
      expect(contacted.body.history).toEqual([
        {
          id: expect.any(String),
          from: 'new',
          to: 'contacted',
          note: 'Gebeld, demo gepland.',
          changedBy: superId,
          changedByName: 'Sam Super',
          changedAt: contactedAt,
        },
      ]);
      clock.advance(MINUTE);
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'converted' }).expect(200);
      clock.advance(MINUTE);
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'new', note: 'Toch nog niet rond.' }).expect(200);

      const shown = await superadmin().get(`${CONTACTS}/${id}`).expect(200);
      expect(shown.body.status).toBe('new');
      expect(shown.body.history.map((c: { from: string; to: string; note: string | null }) => [c.from, c.to, c.note])).toEqual([
        ['new', 'contacted', 'Gebeld, demo gepland.'],
        ['contacted', 'converted', null],
        ['converted', 'new', 'Toch nog niet rond.'],
      ]);
    });

    it('refuses to skip from new to converted with 409, and records nothing', async () => {
      const id = await submitContact();
      const response = await superadmin().put(`${CONTACTS}/${id}`, { status: 'converted' }).expect(409);
      expect(response.body.code).toBe('status_transition_not_allowed');
      expect((await superadmin().get(`${CONTACTS}/${id}`).expect(200)).body).toMatchObject({ status: 'new', history: [] });
    });

    it('rejects a request only with a reason, records it, and a rejected request can be reopened but not converted', async () => {
      const id = await submitContact();
      const noReason = await superadmin().put(`${CONTACTS}/${id}`, { status: 'rejected' }).expect(400);
      expect(noReason.body.errors).toEqual([expect.objectContaining({ field: 'note', code: 'required' })]);
      expect(await historyCount(id)).toBe(0);

      const rejected = await superadmin().put(`${CONTACTS}/${id}`, { status: 'rejected', note: 'Geen budget dit jaar.' }).expect(200);
      expect(rejected.body.status).toBe('rejected');
      expect(rejected.body.history.map((c: { from: string; to: string; note: string }) => [c.from, c.to, c.note])).toEqual([
        ['new', 'rejected', 'Geen budget dit jaar.'],
      ]);
      expect((await list(CONTACTS, { filter: { status: 'rejected' } }).expect(200)).body.map((r: { id: string }) => r.id)).toEqual([id]);
      expect((await superadmin().put(`${CONTACTS}/${id}`, { status: 'converted' }).expect(409)).body.code).toBe(
        'status_transition_not_allowed',
      );
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted' }).expect(200);
    });

    it.each([
      [undefined, 'starter'],
      ['1', 'starter'],
      ['2-3', 'group'],
      ['2-5', 'custom'],
      ['10+', 'custom'],
    ])('proposes the plan that fits %s locations: %s', async (numberOfLocations, plan) => {
      const id = await submitContact({ numberOfLocations: numberOfLocations ?? null });
      expect((await superadmin().get(`${CONTACTS}/${id}`).expect(200)).body.proposedPlan).toBe(plan);
    });

    it('the same status records a note when one is given, and nothing without', async () => {
      const id = await submitContact();
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'new' }).expect(200);
      expect(await historyCount(id)).toBe(0);
      const noted = await superadmin().put(`${CONTACTS}/${id}`, { status: 'new', note: 'Voicemail ingesproken.' }).expect(200);
      expect(noted.body.history.map((c: { from: string; to: string; note: string }) => [c.from, c.to, c.note])).toEqual([
        ['new', 'new', 'Voicemail ingesproken.'],
      ]);
    });

    it.each([
      ['status', 'missing', { note: 'x' }],
      ['status', 'unknown', { status: 'gebeld' }],
      ['note', 'too long', { status: 'contacted', note: 'n'.repeat(2001) }],
      ['organizationName', 'another field of the record', { status: 'contacted', organizationName: 'Anders' }],
    ])('PUT rejects %s (%s) with 400 and changes nothing', async (field, _case, body) => {
      const id = await submitContact();
      const response = await superadmin().put(`${CONTACTS}/${id}`, body).expect(400);
      expect(refusedFields(response.body)).toContain(field);
      expect((await superadmin().get(`${CONTACTS}/${id}`).expect(200)).body).toMatchObject({ status: 'new', history: [] });
    });

    it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
      await superadmin().get(`${CONTACTS}/00000000-0000-4000-8000-000000000000`).expect(404);
      await superadmin().put(`${PARTNERS}/00000000-0000-4000-8000-000000000000`, { status: 'contacted' }).expect(404);
      expect(refusedFields((await superadmin().get(`${CONTACTS}/12`).expect(400)).body)).toEqual(['id']);
    });

    it('partner applications move between any statuses, each change recorded', async () => {
      const id = await submitPartner();
      await superadmin().put(`${PARTNERS}/${id}`, { status: 'rejected', note: 'Geen match.' }).expect(200);
      await superadmin().put(`${PARTNERS}/${id}`, { status: 'contacted' }).expect(200);
      await superadmin().put(`${PARTNERS}/${id}`, { status: 'accepted', note: 'Welkom!' }).expect(200);
      const shown = await superadmin().get(`${PARTNERS}/${id}`).expect(200);
      expect(shown.body.status).toBe('accepted');
      expect(
        shown.body.history.map((c: { from: string; to: string; note: string | null; changedBy: string }) => [
          c.from,
          c.to,
          c.note,
          c.changedBy,
        ]),
      ).toEqual([
        ['new', 'rejected', 'Geen match.', superId],
        ['rejected', 'contacted', null, superId],
        ['contacted', 'accepted', 'Welkom!', superId],
      ]);
      expect(refusedFields((await superadmin().put(`${PARTNERS}/${id}`, { status: 'converted' }).expect(400)).body)).toEqual(['status']);
    });
  });

  describe('POST /api/protected/admin/contacts/{id}/convert', () => {
    const convertBody = (slug: string, email: string) => ({
      slug,
      plan: 'group',
      admin: { email, firstName: 'Marieke', lastName: 'Jansen', password: 'Startwachtwoord1!' },
    });
    const contactedRequest = async (organizationName: string) => {
      const id = await submitContact({ organizationName });
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted' }).expect(200);
      return id;
    };
    const tenantCount = async (): Promise<number> => Number((await db.query('SELECT count(*) AS n FROM tenants'))[0].n);
    let tenantSlug: string;
    let tenantAdminEmail: string;

    beforeAll(async () => {
      const [row] = await db.query('SELECT slug FROM tenants WHERE id = $1', [tenant.tenantId]);
      tenantSlug = row.slug;
      tenantAdminEmail = tenant.emails.admin;
    });

    it('creates a working tenant named after the organisation, whose admin can log in, and links it to the converted request', async () => {
      const id = await contactedRequest('Zorggroep Het Anker');
      const response = await superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('het-anker', 'beheer@hetanker.nl')).expect(201);
      const { tenant, contactRequest } = response.body;
      expect(tenant).toMatchObject({ name: 'Zorggroep Het Anker', slug: 'het-anker', plan: 'group', isActive: true });
      expect(contactRequest).toMatchObject({ id, status: 'converted', tenantId: tenant.id });
      expect(contactRequest.history.map((c: { from: string; to: string }) => [c.from, c.to])).toEqual([
        ['new', 'contacted'],
        ['contacted', 'converted'],
      ]);

      const firstToken = await login(t.http, 'beheer@hetanker.nl', 'Startwachtwoord1!');
      const profile = await as(firstToken).get('/api/protected/profile').expect(200);
      expect(profile.body).toMatchObject({ role: 'admin', tenantId: tenant.id, firstName: 'Marieke', mustChangePassword: true });
      await as(firstToken).post(`/api/protected/tenants/${tenant.id}/locations`, { name: 'Hoofdlocatie' }).expect(403);
      await as(firstToken)
        .put('/api/protected/profile/password', { currentPassword: 'Startwachtwoord1!', newPassword: 'Eigen-keus-Marieke-2026' })
        .expect(204);
      const adminToken = await login(t.http, 'beheer@hetanker.nl', 'Eigen-keus-Marieke-2026');
      await as(adminToken).post(`/api/protected/tenants/${tenant.id}/locations`, { name: 'Hoofdlocatie' }).expect(201);
      expect((await superadmin().get(`${CONTACTS}/${id}`).expect(200)).body).toMatchObject({ status: 'converted', tenantId: tenant.id });
    });

    it("copies the request's language to the tenant's default language and to its first admin", async () => {
      const id = await submitContact({ organizationName: 'Résidence Les Tilleuls', language: 'fr' });
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted' }).expect(200);
      const { tenant } = (
        await superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('les-tilleuls', 'direction@tilleuls.be')).expect(201)
      ).body;
      const settings = await superadmin().get(`/api/protected/tenants/${tenant.id}/settings`).expect(200);
      expect(settings.body.defaultLanguage).toBe('fr');
      const token = await login(t.http, 'direction@tilleuls.be', 'Startwachtwoord1!');
      expect((await as(token).get('/api/protected/profile').expect(200)).body.language).toBe('fr');
    });

    it('without a password the first admin is invited by mail, in the language of the request', async () => {
      const id = await submitContact({ organizationName: 'Maison Soleil', language: 'fr' });
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted' }).expect(200);
      const { password: _none, ...admin } = convertBody('maison-soleil', 'direction@soleil.be').admin;
      await superadmin().post(`${CONTACTS}/${id}/convert`, { slug: 'maison-soleil', plan: 'starter', admin }).expect(201);
      const mails = await db.query(`SELECT kind, subject FROM outbound_emails WHERE recipient = $1`, ['direction@soleil.be']);
      expect(mails).toEqual([{ kind: 'invitation', subject: 'Votre compte Portiepunt pour Maison Soleil est prêt' }]);
    });

    it('converting twice answers 409 and creates no second tenant', async () => {
      const id = await contactedRequest('Dubbel Omgezet');
      await superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('dubbel-1', 'een@dubbel.nl')).expect(201);
      const before = await tenantCount();
      const again = await superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('dubbel-2', 'twee@dubbel.nl')).expect(409);
      expect(again.body.code).toBe('already_converted');
      // Moved back by hand, it still cannot make a second tenant.
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted' }).expect(200);
      await superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('dubbel-3', 'drie@dubbel.nl')).expect(409);
      expect(await tenantCount()).toBe(before);
    });

    it('two parallel conversions of one request make one tenant', async () => {
      const id = await contactedRequest('Parallel Zorg');
      const before = await tenantCount();
      const responses = await Promise.all([
        superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('parallel-a', 'a@parallel.nl')),
        superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('parallel-b', 'b@parallel.nl')),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await tenantCount()).toBe(before + 1);
    });

    it('a request that was never contacted cannot be converted (409)', async () => {
      const id = await submitContact();
      const before = await tenantCount();
      await superadmin().post(`${CONTACTS}/${id}/convert`, convertBody('te-vroeg', 'beheer@tevroeg.nl')).expect(409);
      expect(await tenantCount()).toBe(before);
    });

    it.each([
      ['slug', () => convertBody(tenantSlug, 'nieuw@vrij.nl')],
      ['admin email', () => convertBody('vrije-slug', tenantAdminEmail)],
    ])('a taken %s answers 409 and nothing changes: no tenant, no user, the request still contacted', async (_what, body) => {
      const id = await contactedRequest('Botsing BV');
      const before = await tenantCount();
      await superadmin().post(`${CONTACTS}/${id}/convert`, body()).expect(409);
      expect(await tenantCount()).toBe(before);
      expect(Number((await db.query("SELECT count(*) AS n FROM users WHERE email = 'nieuw@vrij.nl'"))[0].n)).toBe(0);
      expect((await superadmin().get(`${CONTACTS}/${id}`).expect(200)).body).toMatchObject({ status: 'contacted', tenantId: null });
      expect(await historyCount(id)).toBe(1);
    });

    it('rejects a malformed body with 400 per field', async () => {
      const id = await contactedRequest('Slordig Ingevuld');
      const response = await superadmin()
        .post(`${CONTACTS}/${id}/convert`, { slug: 'Met Spaties', plan: 'gratis', admin: { email: 'geen', password: 'kort' } })
        .expect(400);
      expect(refusedFields(response.body)).toEqual(
        expect.arrayContaining(['slug', 'plan', 'admin.email', 'admin.firstName', 'admin.password']),
      );
      await superadmin()
        .post(`${CONTACTS}/00000000-0000-4000-8000-000000000000/convert`, convertBody('niemand', 'niemand@x.nl'))
        .expect(404);
    });
  });

  describe('erasure', () => {
    it.each([
      ['contact request', CONTACTS],
      ['partner application', PARTNERS],
    ])('DELETE erases a %s with its history and answers the erased record', async (_what, base) => {
      const id = base === CONTACTS ? await submitContact({ lastName: 'Wisman' }) : await submitPartner({ lastName: 'Wisman' });
      await superadmin().put(`${base}/${id}`, { status: 'contacted', note: 'Wil gewist worden.' }).expect(200);
      const deleted = await superadmin().delete(`${base}/${id}`).expect(200);
      expect(deleted.body).toMatchObject({ id, lastName: 'Wisman', status: 'contacted' });
      expect(deleted.body.history).toHaveLength(1);
      await superadmin().get(`${base}/${id}`).expect(404);
      expect(await historyCount(id)).toBe(0);
      expect(Number((await db.query("SELECT count(*) AS n FROM contact_requests WHERE last_name = 'Wisman'"))[0].n)).toBe(0);
      expect(Number((await db.query("SELECT count(*) AS n FROM partner_applications WHERE last_name = 'Wisman'"))[0].n)).toBe(0);
      await superadmin().delete(`${base}/${id}`).expect(404);
    });

    it('erasing a converted request keeps its tenant', async () => {
      const id = await submitContact({ organizationName: 'Blijft Bestaan' });
      await superadmin().put(`${CONTACTS}/${id}`, { status: 'contacted' }).expect(200);
      const { body } = await superadmin()
        .post(`${CONTACTS}/${id}/convert`, {
          slug: 'blijft-bestaan',
          plan: 'starter',
          admin: { email: 'beheer@blijft.nl', firstName: 'B', lastName: 'B', password: PASSWORD },
        })
        .expect(201);
      await superadmin().delete(`${CONTACTS}/${id}`).expect(200);
      await superadmin().get(`/api/protected/admin/tenants/${body.tenant.id}`).expect(200);
    });
  });
});
