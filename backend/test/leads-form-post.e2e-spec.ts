import request from 'supertest';
import { DataSource } from 'typeorm';
import { PUBLIC_FORM_PER_IP } from '../src/domain/security/throttle.js';
import { ManualClock, contactForm, partnerForm } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

/** The body a browser sends for a plain HTML form: every value a string, a checked box as "on", an unchecked one absent. */
function urlencoded(fields: Record<string, unknown>): string {
  const { privacyAccepted, ...rest } = fields;
  const params = new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value ?? '')]));
  if (privacyAccepted === true) params.set('privacyAccepted', 'on');
  return params.toString();
}

describe('public forms posted as plain HTML forms (before the app has loaded)', () => {
  const clock = new ManualClock();
  let t: TestApp;
  let db: DataSource;

  const postForm = (path: string, body: string, referer?: string) => {
    const call = request(t.http).post(path).type('form');
    return (referer ? call.set('Referer', referer) : call).send(body);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.advance(PUBLIC_FORM_PER_IP.windowMs));

  it('a demo request with privacyAccepted=on is stored and answers 303 to /bedankt', async () => {
    const form = contactForm({ phone: '', message: '' });
    const response = await postForm('/api/contact', urlencoded(form), 'http://localhost/').expect(303);
    expect(response.headers.location).toBe('/bedankt');
    const [row] = await db.query('SELECT * FROM contact_requests WHERE email = $1', [form.email]);
    expect(row).toMatchObject({ organization_name: form.organizationName, privacy_accepted: true, phone: null, message: null });
  });

  it('a partner application is stored and answers 303 to /bedankt', async () => {
    const form = partnerForm();
    const response = await postForm('/api/partners/applications', urlencoded(form), 'http://localhost/partners').expect(303);
    expect(response.headers.location).toBe('/bedankt');
    expect(await db.query('SELECT 1 FROM partner_applications WHERE email = $1', [form.email])).toHaveLength(1);
  });

  it('bad fields answer 303 back to the form page that posted, naming the fields in ?fout=, and store nothing', async () => {
    const form = contactForm({ email: 'geen-adres', firstName: '' });
    const fromHome = await postForm('/api/contact', urlencoded(form), 'http://localhost/').expect(303);
    expect(fromHome.headers.location).toBe('/?fout=firstName,email#demo-form');
    const fromContact = await postForm('/api/contact', urlencoded(form), 'http://localhost/contact').expect(303);
    expect(fromContact.headers.location).toBe('/contact?fout=firstName,email#contact-form');
    expect(await db.query('SELECT 1 FROM contact_requests WHERE email = $1', ['geen-adres'])).toHaveLength(0);
  });

  it('a NUL character (naming its field) or a __proto__ key goes back to the form too, and stores nothing', async () => {
    const form = contactForm({ organizationName: 'Zorg\u0000groep' });
    const nul = await postForm('/api/contact', urlencoded(form), 'http://localhost/contact').expect(303);
    expect(nul.headers.location).toBe('/contact?fout=organizationName#contact-form');
    const application = partnerForm();
    const proto = await postForm(
      '/api/partners/applications',
      `${urlencoded(application)}&__proto__=x`,
      'http://localhost/partners',
    ).expect(303);
    expect(proto.headers.location).toBe('/partners?fout=algemeen#partner-form');
    expect(await db.query('SELECT 1 FROM contact_requests WHERE email = $1', [form.email])).toHaveLength(0);
    expect(await db.query('SELECT 1 FROM partner_applications WHERE email = $1', [application.email])).toHaveLength(0);
  });

  it('a partner application without consent goes back to /partners naming privacyAccepted', async () => {
    const response = await postForm('/api/partners/applications', urlencoded(partnerForm({ privacyAccepted: false }))).expect(303);
    expect(response.headers.location).toBe('/partners?fout=privacyAccepted#partner-form');
  });

  it("a Referer outside the form pages falls back to the endpoint's own page", async () => {
    const response = await postForm('/api/contact', urlencoded(contactForm({ email: 'x' })), 'https://elders.example/pagina').expect(303);
    expect(response.headers.location).toBe('/contact?fout=email#contact-form');
  });

  it('the rate limit sends the browser back with fout=limiet', async () => {
    for (let i = 0; i < 5; i++) await postForm('/api/contact', urlencoded(contactForm()), 'http://localhost/contact').expect(303);
    const response = await postForm('/api/contact', urlencoded(contactForm()), 'http://localhost/contact').expect(303);
    expect(response.headers.location).toBe('/contact?fout=limiet#contact-form');
  });

  it('"on" counts as consent only in a form post: JSON still needs true', async () => {
    const response = await request(t.http)
      .post('/api/contact')
      .send(contactForm({ privacyAccepted: 'on' }))
      .expect(400);
    expect(refusedFields(response.body)).toContain('privacyAccepted');
  });

  it('JSON clients keep the 201 receipt and 400 error bodies', async () => {
    await request(t.http).post('/api/contact').send(contactForm()).expect(201);
    const bad = await request(t.http)
      .post('/api/contact')
      .send(contactForm({ email: 'x' }))
      .expect(400);
    expect(refusedFields(bad.body)).toContain('email');
  });
});
