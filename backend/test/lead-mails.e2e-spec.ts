import request from 'supertest';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createSuperadmin } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { linkIn, TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('mail about leads', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let superadmins: string[];

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
    superadmins = [(await createSuperadmin(t)).email, (await createSuperadmin(t)).email];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('a demo request gets a confirmation promising contact within 24 hours, and every active superadmin an alert naming the organisation', async () => {
    const form = contactForm({ organizationName: 'Zorggroep De Wilg' });
    const { body } = await request(t.http).post('/api/contact').send(form).expect(201);
    await t.app.get(OutboxWorker).runDue();

    const [confirmation] = smtp.to(form.email as string);
    expect(confirmation.subject).toBe('We hebben je demo-aanvraag ontvangen');
    expect(confirmation.text).toContain('We nemen binnen 24 uur contact met je op.');
    expect(confirmation.html).toContain('We nemen binnen 24 uur contact met je op.');
    for (const superadmin of superadmins) {
      const [alert] = smtp.to(superadmin);
      expect(alert.subject).toBe('Nieuwe demo-aanvraag: Zorggroep De Wilg');
      expect(alert.text).toContain('Zorggroep De Wilg');
      expect(linkIn(alert, 'http://portiepunt.test/dashboard/')).toBe(`http://portiepunt.test/dashboard/contacts/${body.id}/show`);
    }
    expect(smtp.messages).toHaveLength(1 + superadmins.length);
  });

  it('a partner application gets a confirmation promising contact within 2 working days, and sales an alert', async () => {
    const form = partnerForm({ company: 'Keukenadvies Noord' });
    const { body } = await request(t.http).post('/api/partners/applications').send(form).expect(201);
    await t.app.get(OutboxWorker).runDue();

    const [confirmation] = smtp.to(form.email as string);
    expect(confirmation.text).toContain('We nemen binnen 2 werkdagen contact met je op.');
    const [alert] = smtp.to(superadmins[0]);
    expect(alert.subject).toBe('Nieuwe partneraanmelding: Keukenadvies Noord');
    expect(linkIn(alert, 'http://portiepunt.test/dashboard/')).toBe(
      `http://portiepunt.test/dashboard/partner-applications/${body.id}/show`,
    );
  });

  it('spam (a filled honeypot) gets no mail, and sales hears nothing of it', async () => {
    await request(t.http)
      .post('/api/contact')
      .send(contactForm({ website: 'http://spam.example' }))
      .expect(201);
    await request(t.http)
      .post('/api/partners/applications')
      .send(partnerForm({ website: 'http://spam.example' }))
      .expect(201);
    expect(await t.app.get(OutboxWorker).runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('with SALES_EMAIL set, the alert goes there instead of to the superadmins', async () => {
    const withSales = await createTestApp({
      databaseUrl: t.databaseUrl,
      config: { smtpUrl: smtp.url, salesEmail: 'verkoop@portiepunt.nl' },
    });
    try {
      await request(withSales.http)
        .post('/api/contact')
        .send(contactForm({ organizationName: 'Hogeschool Zuid' }))
        .expect(201);
      await withSales.app.get(OutboxWorker).runDue();
      expect(smtp.to('verkoop@portiepunt.nl').map((mail) => mail.subject)).toEqual(['Nieuwe demo-aanvraag: Hogeschool Zuid']);
      expect(superadmins.flatMap((superadmin) => smtp.to(superadmin))).toHaveLength(0);
    } finally {
      await withSales.close();
    }
  });

  it("the confirmations link to the public site in the applicant's language", async () => {
    // Its own database: the public forms' limit per address counts the other tests' submissions.
    const fresh = await createTestApp({ config: { smtpUrl: smtp.url } });
    const demo = contactForm({ language: 'fr' });
    const partner = partnerForm({ language: 'en' });
    await request(fresh.http).post('/api/contact').send(demo).expect(201);
    await request(fresh.http).post('/api/partners/applications').send(partner).expect(201);
    await fresh.app.get(OutboxWorker).runDue();
    await fresh.close();

    expect(linkIn(smtp.to(demo.email as string)[0], 'http://portiepunt.test/')).toBe('http://portiepunt.test/fr/');
    expect(linkIn(smtp.to(partner.email as string)[0], 'http://portiepunt.test/')).toBe('http://portiepunt.test/en/partners');
  });
});
