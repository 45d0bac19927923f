import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContactRequestRepository } from '../src/domain/leads/contact-request.repository.js';
import { INSTITUTION_TYPES, LOCATION_COUNTS } from '../src/domain/leads/contact-request.js';
import { PartnerApplicationRepository } from '../src/domain/leads/partner-application.repository.js';
import { PUBLIC_FORM_PER_IP } from '../src/domain/security/throttle.js';

const SUBMISSION_WINDOW_MS = PUBLIC_FORM_PER_IP.windowMs;
import { ManualClock, MINUTE, contactForm, partnerForm } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { LogCapture } from './support/log-capture.js';
import { refusalsOf } from './support/field-errors.js';

describe('public lead forms', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let db: DataSource;

  const postContact = (body: unknown) =>
    request(t.http)
      .post('/api/contact')
      .send(body as object);
  const postPartner = (body: unknown) =>
    request(t.http)
      .post('/api/partners/applications')
      .send(body as object);
  /** Fastify's inject can pose as another client address; supertest always comes from localhost. */
  const injectFrom = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
    t.app.getHttpAdapter().getInstance().inject({ method: 'POST', url, payload, remoteAddress });
  /**
   * Opens enough pooled connections for parallel requests: opening one costs a blocking password
   * handshake, which would otherwise space the requests out and hide a race.
   */
  const warmPool = () => Promise.all(Array.from({ length: 6 }, () => db.query('SELECT pg_sleep(0.05)')));
  const count = async (table: string): Promise<number> => Number((await db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  const log = new LogCapture();
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { logLevel: 'info' }, logDestination: log });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  // Every test starts with a fresh rate-limit window: all requests come from the same address.
  beforeEach(() => clock.advance(SUBMISSION_WINDOW_MS));

  describe('POST /api/contact', () => {
    it('stores a valid request before answering 201 {id, status: new, createdAt}, with strings trimmed', async () => {
      const form = contactForm({
        organizationName: '  Zorggroep Het Anker ',
        firstName: ' Marieke ',
        email: ' M.Jansen@HetAnker.nl ',
        message: '  Graag een demo. ',
      });
      const response = await postContact(form).expect(201);
      expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id', 'status']);
      expect(response.body).toMatchObject({ status: 'new', createdAt: clock.now().toISOString() });
      const [row] = await db.query('SELECT * FROM contact_requests WHERE id = $1', [response.body.id]);
      expect(row).toMatchObject({
        organization_name: 'Zorggroep Het Anker',
        first_name: 'Marieke',
        email: 'm.jansen@hetanker.nl',
        phone: '+31 (0)30-123 45 67',
        institution_type: 'care-home',
        number_of_locations: '2-5',
        message: 'Graag een demo.',
        privacy_accepted: true,
        status: 'new',
        spam: false,
        tenant_id: null,
      });
    });

    it("takes the forms' empty optional fields as absent, and privacyAccepted may be left out (contact page)", async () => {
      const { privacyAccepted, ...form } = contactForm({ phone: '', institutionType: '', numberOfLocations: ' ', message: '' });
      expect(privacyAccepted).toBe(true);
      const response = await postContact(form).expect(201);
      const [row] = await db.query('SELECT * FROM contact_requests WHERE id = $1', [response.body.id]);
      expect(row).toMatchObject({ phone: null, institution_type: null, number_of_locations: null, message: null, privacy_accepted: null });
    });

    it('accepts every institutionType of both value lists and every numberOfLocations of both forms', async () => {
      const ids: string[] = [];
      for (const institutionType of INSTITUTION_TYPES) {
        clock.advance(SUBMISSION_WINDOW_MS);
        ids.push((await postContact(contactForm({ institutionType })).expect(201)).body.id);
      }
      for (const numberOfLocations of LOCATION_COUNTS) {
        clock.advance(SUBMISSION_WINDOW_MS);
        ids.push((await postContact(contactForm({ numberOfLocations })).expect(201)).body.id);
      }
      const stored: { institution_type: string; number_of_locations: string }[] = await db.query(
        'SELECT institution_type, number_of_locations FROM contact_requests WHERE id = ANY($1)',
        [ids],
      );
      expect(new Set(stored.map((row) => row.institution_type))).toEqual(new Set(INSTITUTION_TYPES));
      expect(new Set(stored.map((row) => row.number_of_locations))).toEqual(new Set(LOCATION_COUNTS));
    });

    it('accepts values exactly at their limits', async () => {
      await postContact(
        contactForm({
          organizationName: 'o'.repeat(100),
          firstName: 'f'.repeat(100),
          lastName: 'l'.repeat(100),
          phone: '0'.repeat(30),
          message: 'm'.repeat(5000),
        }),
      ).expect(201);
      await postContact(contactForm({ email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.nl` })).expect(201);
    });

    it.each([
      ['organizationName', 'missing', { organizationName: undefined }],
      ['organizationName', 'blank after trimming', { organizationName: '   ' }],
      ['organizationName', 'too long', { organizationName: 'o'.repeat(101) }],
      ['firstName', 'missing', { firstName: undefined }],
      ['firstName', 'too long', { firstName: 'f'.repeat(101) }],
      ['lastName', 'a number', { lastName: 5 }],
      ['email', 'missing', { email: undefined }],
      ['email', 'without @', { email: 'geen-email' }],
      ['email', 'with a space', { email: 'marieke @zorg.nl' }],
      ['email', 'longer than 254 characters', { email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(59)}.nl` }],
      ['phone', 'with letters', { phone: 'bel me maar' }],
      ['phone', 'too long', { phone: '0'.repeat(31) }],
      ['phone', 'a number', { phone: 612345678 }],
      ['message', 'too long', { message: 'm'.repeat(5001) }],
      ['institutionType', 'outside both lists', { institutionType: 'kasteel' }],
      ['numberOfLocations', 'outside both lists', { numberOfLocations: '3' }],
      ['numberOfLocations', 'a number', { numberOfLocations: 1 }],
      ['privacyAccepted', 'false', { privacyAccepted: false }],
      ['privacyAccepted', 'a string', { privacyAccepted: 'true' }],
      ['company', 'an unknown field', { company: 'Onbekend veld' }],
      ['website', 'a number', { website: 42 }],
    ])('rejects %s (%s) with 400 naming the field, and stores nothing', async (field, _case, overrides) => {
      const before = await count('contact_requests');
      const response = await postContact(contactForm(overrides)).expect(400);
      expect(refusalsOf(response.body, field)).toEqual(expect.arrayContaining([expect.objectContaining({ code: expect.any(String) })]));
      expect(await count('contact_requests')).toBe(before);
    });
  });

  describe('POST /api/partners/applications', () => {
    it('stores a valid application before answering 201 {id, status: new, createdAt}, company and phone optional', async () => {
      const response = await postPartner(partnerForm({ company: '', phone: undefined, motivation: '  Minder verspilling.  ' })).expect(201);
      expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id', 'status']);
      expect(response.body.status).toBe('new');
      const [row] = await db.query('SELECT * FROM partner_applications WHERE id = $1', [response.body.id]);
      expect(row).toMatchObject({ company: null, phone: null, motivation: 'Minder verspilling.', status: 'new', spam: false });
    });

    it.each([
      ['firstName', 'empty', { firstName: '' }],
      ['lastName', 'missing', { lastName: undefined }],
      ['email', 'without domain', { email: 'ahmed@' }],
      ['role', 'missing', { role: undefined }],
      ['experience', 'blank after trimming', { experience: '  ' }],
      ['network', 'too long', { network: 'n'.repeat(2001) }],
      ['motivation', 'missing', { motivation: undefined }],
      ['company', 'too long', { company: 'c'.repeat(2001) }],
      ['phone', 'with letters', { phone: 'abc' }],
      ['privacyAccepted', 'missing', { privacyAccepted: undefined }],
      ['privacyAccepted', 'false', { privacyAccepted: false }],
      ['organizationName', 'an unknown field', { organizationName: 'Onbekend veld' }],
    ])('rejects %s (%s) with 400 naming the field, and stores nothing', async (field, _case, overrides) => {
      const before = await count('partner_applications');
      const response = await postPartner(partnerForm(overrides)).expect(400);
      expect(refusalsOf(response.body, field)).toEqual(expect.arrayContaining([expect.objectContaining({ code: expect.any(String) })]));
      expect(await count('partner_applications')).toBe(before);
    });
  });

  describe('honeypot', () => {
    it('a filled honeypot gets the usual 201 answer, and the request is stored as spam, out of the default list', async () => {
      const contact = await postContact(contactForm({ website: 'https://spam.example' })).expect(201);
      const partner = await postPartner(partnerForm({ website: 'x' })).expect(201);
      for (const response of [contact, partner]) {
        expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id', 'status']);
        expect(response.body.status).toBe('new');
      }
      const contacts = t.app.get(ContactRequestRepository);
      expect((await contacts.list({ filter: {} })).items.map((r) => r.id)).not.toContain(contact.body.id);
      expect((await contacts.list({ filter: { spam: true } })).items.map((r) => r.id)).toContain(contact.body.id);
      const partners = t.app.get(PartnerApplicationRepository);
      expect((await partners.list({ filter: {} })).items.map((a) => a.id)).not.toContain(partner.body.id);
      expect((await partners.list({ filter: { spam: true } })).items.map((a) => a.id)).toContain(partner.body.id);
    });
  });

  describe('rate limit', () => {
    it('the sixth submission from one address within 10 minutes gets 429 with Retry-After; honeypot hits and both forms count', async () => {
      await postContact(contactForm()).expect(201);
      await postContact(contactForm({ website: 'bot' })).expect(201);
      await postPartner(partnerForm()).expect(201);
      clock.advance(MINUTE);
      await postContact(contactForm()).expect(201);
      await postPartner(partnerForm()).expect(201);
      const before = await count('contact_requests');
      const refused = await postContact(contactForm()).expect(429);
      expect(refused.headers['retry-after']).toBe('540');
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      await postPartner(partnerForm()).expect(429);
      expect(await count('contact_requests')).toBe(before);

      clock.advance(539 * 1000);
      expect((await postContact(contactForm()).expect(429)).headers['retry-after']).toBe('1');
      // The three from the first minute have left the window; the two from the second have not.
      clock.advance(1000);
      for (let i = 0; i < 3; i++) await postContact(contactForm()).expect(201);
      expect((await postContact(contactForm()).expect(429)).headers['retry-after']).toBe('60');
    });

    it('parallel submissions from one address cannot get past the limit', async () => {
      await warmPool();
      const responses = await Promise.all(Array.from({ length: 7 }, () => postContact(contactForm())));
      expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });

    it('counts per address: another address is not held back', async () => {
      for (let i = 0; i < 5; i++) await postContact(contactForm()).expect(201);
      await postContact(contactForm()).expect(429);
      expect((await injectFrom('192.0.2.7', '/api/contact', contactForm())).statusCode).toBe(201);
    });

    it('invalid bodies do not count towards the limit', async () => {
      for (let i = 0; i < 6; i++) await postContact(contactForm({ email: 'fout' })).expect(400);
      for (let i = 0; i < 5; i++) await postContact(contactForm()).expect(201);
    });

    it('holds across API instances that share the database', async () => {
      const second = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret, clock });
      try {
        for (let i = 0; i < 3; i++) await postContact(contactForm()).expect(201);
        for (let i = 0; i < 2; i++) await request(second.http).post('/api/contact').send(contactForm()).expect(201);
        await request(second.http).post('/api/partners/applications').send(partnerForm()).expect(429);
        await postContact(contactForm()).expect(429);
      } finally {
        await second.close();
      }
    });

    it('keeps only a keyed hash of the address, and only for as long as the window', async () => {
      await postContact(contactForm()).expect(201);
      const rows: { key_hash: string }[] = await db.query('SELECT key_hash FROM throttle_hits');
      expect(rows).toHaveLength(1);
      expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
      const columns: { column_name: string }[] = await db.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name IN ('throttle_hits', 'contact_requests', 'partner_applications')",
      );
      expect(columns.map((c) => c.column_name).filter((name) => /^ip$|^ip_|_ip$|address/.test(name))).toEqual([]);
    });
  });

  describe('de-duplication', () => {
    it('the same email and organisation within 2 minutes answers the first request and stores nothing new', async () => {
      const form = contactForm();
      const first = await postContact(form).expect(201);
      const before = await count('contact_requests');
      clock.advance(2 * MINUTE - 1000);
      const again = {
        ...form,
        email: ` ${String(form.email).toUpperCase()}`,
        organizationName: `${String(form.organizationName).toLowerCase()}  `,
        message: 'Nog een keer',
      };
      const repeat = await postContact(again).expect(201);
      expect(repeat.body).toEqual(first.body);
      expect(await count('contact_requests')).toBe(before);

      clock.advance(2000);
      const later = await postContact(form).expect(201);
      expect(later.body.id).not.toBe(first.body.id);
      await postContact({ ...form, organizationName: 'Een andere organisatie' }).expect(201);
      expect(await count('contact_requests')).toBe(before + 2);
    });

    it('identical requests sent in parallel from different addresses store one request and all get its id', async () => {
      const form = contactForm();
      await warmPool();
      const responses = await Promise.all([1, 2, 3, 4].map((n) => injectFrom(`10.0.0.${n}`, '/api/contact', form)));
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
      expect(Number((await db.query('SELECT count(*) AS n FROM contact_requests WHERE email = $1', [form.email]))[0].n)).toBe(1);
    });

    it('partner applications de-duplicate on email and company, also in parallel', async () => {
      const form = partnerForm();
      await warmPool();
      const responses = await Promise.all([1, 2, 3].map((n) => injectFrom(`10.0.1.${n}`, '/api/partners/applications', form)));
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
      const otherCompany = await postPartner({ ...form, company: 'Ander bedrijf' }).expect(201);
      expect(otherCompany.body.id).not.toBe(responses[0].json().id);
      expect(Number((await db.query('SELECT count(*) AS n FROM partner_applications WHERE email = $1', [form.email]))[0].n)).toBe(2);
    });
  });

  describe('line breaks and control characters', () => {
    // NUL has a code of its own (PostgreSQL cannot store it); every other one is a control character.
    const INJECTIONS = [
      ['Vera\r\nBcc: buit@elders.example', 'control_characters'],
      ['Vera\nVroeg', 'control_characters'],
      ['Vera\u001b[31m', 'control_characters'],
      ['Vera\u0085Vroeg', 'control_characters'],
      ['Vera\u0000', 'unsafe_text'],
    ];
    const mails = async () =>
      Number((await db.query(`SELECT count(*) AS n FROM outbound_emails WHERE kind = 'demo-request-confirmation'`))[0].n);

    it.each(['organizationName', 'firstName', 'lastName'])(
      'refuses them in %s with 400 naming the field, storing nothing and sending no mail',
      async (field) => {
        const [leadsBefore, mailsBefore] = [await count('contact_requests'), await mails()];
        for (const [value, code] of INJECTIONS) {
          const response = await postContact(contactForm({ [field]: value })).expect(400);
          expect(refusalsOf(response.body, field)).toEqual([expect.objectContaining({ code })]);
        }
        expect([await count('contact_requests'), await mails()]).toEqual([leadsBefore, mailsBefore]);
      },
    );

    it('keeps line breaks in the message, refuses other control characters there, and mails only the lines it writes itself', async () => {
      await postContact(contactForm({ message: 'Graag een demo.\u001b[2J' })).expect(400);
      await postContact(contactForm({ message: 'Graag\u0000' })).expect(400);
      const form = contactForm({
        firstName: 'Vera',
        organizationName: 'Zorggroep Vroeg',
        message: 'Regel een\r\nRegel twee\n\tRegel drie',
      });
      const created = await postContact(form).expect(201);
      const [row] = await db.query('SELECT message FROM contact_requests WHERE id = $1', [created.body.id]);
      expect(row.message).toBe('Regel een\r\nRegel twee\n\tRegel drie');
      const [mail] = await db.query(
        `SELECT subject, text_body FROM outbound_emails WHERE recipient = $1 AND kind = 'demo-request-confirmation'`,
        [form.email],
      );
      expect(mail.subject).toBe('We hebben je demo-aanvraag ontvangen');
      expect(mail.text_body.split('\n').slice(0, 3)).toEqual([
        'Hallo Vera,',
        '',
        'Bedankt voor je interesse in Portiepunt. We hebben je demo-aanvraag voor Zorggroep Vroeg goed ontvangen.',
      ]);
    });

    it('reach the log only escaped: every line is one JSON entry without a raw control or separator character', async () => {
      const before = log.lines.length;
      await postContact(contactForm({ firstName: 'Vera\r\n{"level":50,"msg":"forged"}\u001b[31m\u0000\u2028' })).expect(400);
      await postPartner(partnerForm({ motivation: 'Regel een\r\n{"level":50,"msg":"forged"}' })).expect(201);
      const lines = log.lines.slice(before);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
        expect(JSON.parse(line)).not.toEqual(expect.objectContaining({ msg: 'forged' }));
      }
      expect(lines.join('\n')).not.toContain('Vera');
    });
  });

  describe('the log line for a new lead', () => {
    it('is written once per new lead, by id only, and not for spam or duplicates', async () => {
      const received = () => log.entries().filter((entry) => String(entry.msg).startsWith('Lead received'));
      const before = received().length;
      const form = contactForm();
      const contact = await postContact(form).expect(201);
      await postContact(form).expect(201);
      await postContact(contactForm({ website: 'bot' })).expect(201);
      const partner = await postPartner(partnerForm()).expect(201);

      expect(
        received()
          .slice(before)
          .map((entry) => entry.msg),
      ).toEqual([`Lead received: contact-request ${contact.body.id}`, `Lead received: partner-application ${partner.body.id}`]);
      expect(log.text).not.toContain(form.email);
    });
  });
});
