import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { INSTANT_GATHER_MS } from '../src/domain/notifications/notification-schedule.js';
import { NotificationJobs } from '../src/infrastructure/notifications/jobs/notification.jobs.js';
import type { Language } from '../src/domain/shared/language.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createStaffMembers, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { bearer, offerPortion, reserve, TestClock } from './support/portions.js';
import { TestPushService } from './support/push-service.js';
import { linkIn, TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** What each kind of mail says in each language: its exact subject, and sentences its body must hold. */
const EXPECTED: Record<
  Language,
  {
    greeting: (name: string) => string;
    signature: string;
    invitation: (organisation: string) => { subject: string; body: string[] };
    reset: { subject: string; body: string[] };
    demo: { subject: string; body: string[] };
    partner: { subject: string; body: string[] };
    partnerInvitation: { subject: string; body: string[] };
    newPortion: { subject: string; body: string[] };
    reminder: { subject: string; body: string[] };
    promotion: { subject: string; body: string[] };
    digest: { subject: string; body: string[] };
    push: { title: string; body: RegExp };
    unsubscribeQuestion: string;
  }
> = {
  nl: {
    greeting: (name) => `Hallo ${name},`,
    signature: 'Met vriendelijke groet,\nPortiepunt',
    invitation: (organisation) => ({
      subject: `Je account voor ${organisation} bij Portiepunt staat klaar`,
      body: [
        `${organisation} heeft een account voor je aangemaakt bij Portiepunt.`,
        'Kies je wachtwoord:',
        'Vraag je beheerder om een nieuwe uitnodiging.',
      ],
    }),
    reset: {
      subject: 'Nieuw wachtwoord instellen voor Portiepunt',
      body: ['Kies een nieuw wachtwoord:', 'Deze link is 60 minuten geldig en werkt één keer.'],
    },
    demo: {
      subject: 'We hebben je demo-aanvraag ontvangen',
      body: ['demo-aanvraag voor Zorggroep De Wilg', 'We nemen binnen 24 uur contact met je op.'],
    },
    partner: { subject: 'We hebben je aanmelding als partner ontvangen', body: ['We nemen binnen 2 werkdagen contact met je op.'] },
    partnerInvitation: {
      subject: 'Je account bij Portiepunt staat klaar',
      body: ['Er staat een account voor je klaar bij Portiepunt.', 'Mail ons op info@portiepunt.nl voor een nieuwe uitnodiging.'],
    },
    newPortion: {
      subject: 'Nieuwe portie beschikbaar: Stamppot',
      body: [
        'Er is net een portie aangeboden die je kunt reserveren:',
        "nog 4 beschikbaar, bevat: Melk; kan sporen bevatten van: Pinda's, op te halen tot 18:30",
        'Afmelden voor deze e-mails:',
      ],
    },
    reminder: {
      subject: 'Vergeet je portie niet op te halen',
      body: [
        'Je hebt 1 portie Stamppot gereserveerd bij Locatie',
        'Haal je portie op vóór 18:30.',
        'Je ophaalcode: ',
        'Laat die aan de balie zien.',
      ],
    },
    promotion: {
      subject: 'Je bent aan de beurt: je portie is gereserveerd',
      body: ['Er kwam een portie Soep vrij bij Locatie', 'haal hem op vóór 19:00', 'Allergenen: geen allergenen.'],
    },
    digest: {
      subject: 'Dagoverzicht: 1 portie beschikbaar',
      body: ['Dit kun je nu reserveren:', '• Pannenkoeken (Locatie', 'op te halen tot 16:00'],
    },
    unsubscribeQuestion: 'Wil je geen e-mails over nieuwe porties meer ontvangen?',
    push: { title: 'Nieuwe portie: Nasi', body: /^Locatie .* · nog 10 · tot morgen 13:00 · geen allergenen$/ },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: 'Bien à vous,\nL’équipe Portiepunt',
    invitation: (organisation) => ({
      subject: `Votre compte Portiepunt pour ${organisation} est prêt`,
      body: [
        `${organisation} vous a créé un compte sur Portiepunt.`,
        'Choisir mon mot de passe:',
        'Demandez une nouvelle invitation à votre administrateur.',
      ],
    }),
    reset: {
      subject: 'Choisissez un nouveau mot de passe Portiepunt',
      body: ['Choisir un nouveau mot de passe:', 'Ce lien est valable 60 minutes et ne fonctionne qu’une seule fois.'],
    },
    demo: {
      subject: 'Nous avons bien reçu votre demande de démo',
      body: ['votre demande de démo pour Zorggroep De Wilg', 'Nous vous recontacterons dans les 24 heures.'],
    },
    partner: {
      subject: 'Nous avons bien reçu votre candidature de partenaire',
      body: ['Nous vous recontacterons dans les 2 jours ouvrables.'],
    },
    partnerInvitation: {
      subject: 'Votre compte Portiepunt est prêt',
      body: ['Un compte Portiepunt vous attend.', 'Écrivez-nous à info@portiepunt.nl pour recevoir une nouvelle invitation.'],
    },
    newPortion: {
      subject: 'Nouvelle portion disponible : Stamppot',
      body: [
        'Une portion vient d’être proposée, vous pouvez la réserver :',
        'encore 4 à réserver, contient : Lait ; traces possibles : Arachides, à retirer jusqu’à 18:30',
        'Se désabonner de ces e-mails:',
      ],
    },
    reminder: {
      subject: 'N’oubliez pas de retirer votre portion',
      body: [
        'Vous avez réservé 1 portion « Stamppot » à Locatie',
        'Retirez-la avant 18:30.',
        'Votre code de retrait : ',
        'Montrez-le au comptoir.',
      ],
    },
    promotion: {
      subject: 'C’est votre tour : votre portion est réservée',
      body: ['Une portion « Soep » s’est libérée à Locatie', 'retirez-la avant 19:00', 'Allergènes : sans allergènes.'],
    },
    digest: {
      subject: 'Récapitulatif du jour : 1 portion disponible',
      body: ['Voici ce que vous pouvez réserver maintenant :', '• Pannenkoeken (Locatie', 'à retirer jusqu’à 16:00'],
    },
    unsubscribeQuestion: 'Vous ne souhaitez plus recevoir d’e-mails sur les nouvelles portions ?',
    push: { title: 'Nouvelle portion : Nasi', body: /^Locatie .* · encore 10 · jusqu’à demain à 13:00 · sans allergènes$/ },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: 'Kind regards,\nThe Portiepunt team',
    invitation: (organisation) => ({
      subject: `Your Portiepunt account for ${organisation} is ready`,
      body: [
        `${organisation} has set up a Portiepunt account for you.`,
        'Choose your password:',
        'Ask your administrator for a new invitation.',
      ],
    }),
    reset: {
      subject: 'Set a new password for Portiepunt',
      body: ['Choose a new password:', 'This link is valid for 60 minutes and works only once.'],
    },
    demo: {
      subject: 'We have received your demo request',
      body: ['your demo request for Zorggroep De Wilg', 'We will be in touch within 24 hours.'],
    },
    partner: { subject: 'We have received your partner application', body: ['We will be in touch within 2 working days.'] },
    partnerInvitation: {
      subject: 'Your Portiepunt account is ready',
      body: ['A Portiepunt account is waiting for you.', 'Email us at info@portiepunt.nl for a new invitation.'],
    },
    newPortion: {
      subject: 'New portion available: Stamppot',
      body: [
        'A portion has just been offered that you can reserve:',
        '4 left, contains: Milk; may contain traces of: Peanuts, collect by 18:30',
        'Unsubscribe from these emails:',
      ],
    },
    reminder: {
      subject: 'Don’t forget to collect your portion',
      body: [
        'You have reserved 1 portion of Stamppot at Locatie',
        'Please collect it before 18:30.',
        'Your pickup code: ',
        'Show it at the counter.',
      ],
    },
    promotion: {
      subject: 'Your turn: your portion is reserved',
      body: ['A portion of Soep came free at Locatie', 'please collect it before 19:00', 'Allergens: no allergens.'],
    },
    digest: {
      subject: 'Daily overview: 1 portion available',
      body: ['This is what you can reserve now:', '• Pannenkoeken (Locatie', 'collect by 16:00'],
    },
    unsubscribeQuestion: 'Stop receiving emails about new portions?',
    push: { title: 'New portion: Nasi', body: /^Locatie .* · 10 left · until tomorrow at 13:00 · no allergens$/ },
  },
};

const MINUTE = 60 * 1000;
const LANGUAGES = Object.keys(EXPECTED) as Language[];

describe('mails and pushes in the recipient’s language', () => {
  const clock = new TestClock();
  let smtp: TestSmtpServer;
  let pushService: TestPushService;
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    pushService = await TestPushService.start();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url, pushTrustedCa: pushService.certificate } });
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await pushService.close();
  });
  beforeEach(() => {
    // A Sunday afternoon in Brussels, away from the digest hour.
    clock.set(new Date('2026-11-22T14:00:00Z'));
  });

  const deliver = () => t.app.get(OutboxWorker).runDue();
  const tick = async () => {
    await t.app.get(NotificationJobs).runDue();
    await deliver();
  };
  const chooseLanguage = (token: string, language: Language) =>
    request(t.http).put('/api/protected/profile/language').set(bearer(token)).send({ language }).expect(200);
  const chooseNotifications = (tenant: TenantFixture, choices: Record<string, unknown>) =>
    request(t.http)
      .put('/api/protected/profile/notifications')
      .set(bearer(tenant.tokens.staff))
      .send({ newPortions: 'off', locations: null, push: false, reminders: true, ...choices })
      .expect(200);
  const only = (mails: ParsedMail[], subject: string): ParsedMail => {
    const matching = mails.filter((mail) => mail.subject === subject);
    expect(matching.map((mail) => mail.subject)).toEqual([subject]);
    return matching[0];
  };
  /** Greeting, body sentences and signature, in the text part and (with the page's language) in the HTML part. */
  const expectMail = (mail: ParsedMail, language: Language, firstName: string, body: string[]) => {
    const expected = EXPECTED[language];
    expect(mail.text!.startsWith(`${expected.greeting(firstName)}\n\n`)).toBe(true);
    for (const sentence of body) expect(mail.text).toContain(sentence);
    expect(mail.text!.trimEnd().endsWith(expected.signature)).toBe(true);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`<p>${expected.greeting(firstName)}</p>`);
  };

  describe.each(LANGUAGES)('in %s', (language) => {
    const expected = EXPECTED[language];

    it('the invitation follows the tenant’s default language, a reset the user’s own, the lead mails their form’s', async () => {
      // A day of its own per language: the public forms allow 5 submissions per address in 10 minutes.
      clock.set(new Date(`2026-11-1${LANGUAGES.indexOf(language)}T09:00:00Z`));
      const a = await createTenant(t);
      const organisation = (await request(t.http).get('/api/protected/profile').set(bearer(a.tokens.admin)).expect(200)).body.tenantName;
      await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/settings`)
        .set(bearer(a.tokens.admin))
        .send({ defaultLanguage: language })
        .expect(200);
      const invitee = `nina-${language}-${a.tenantId.slice(0, 8)}@test.be`;
      await request(t.http)
        .post(`/api/protected/tenants/${a.tenantId}/users`)
        .set(bearer(a.tokens.admin))
        .send({ email: invitee, firstName: 'Nina', lastName: 'Nieuw', role: 'staff' })
        .expect(201);
      await chooseLanguage(a.tokens.staff, language);
      await request(t.http).post('/api/auth/forgot-password').send({ email: a.emails.staff }).expect(202);
      const demo = contactForm({ organizationName: 'Zorggroep De Wilg', language });
      const partner = partnerForm({ language });
      await request(t.http).post('/api/contact').send(demo).expect(201);
      const application = await request(t.http).post('/api/partners/applications').send(partner).expect(201);
      await request(t.http)
        .put(`/api/protected/admin/partner-applications/${application.body.id}`)
        .set(bearer(superToken))
        .send({ status: 'accepted' })
        .expect(200);
      await deliver();

      const invitation = only(smtp.to(invitee), expected.invitation(organisation).subject);
      expectMail(invitation, language, 'Nina', expected.invitation(organisation).body);
      expectMail(only(smtp.to(a.emails.staff), expected.reset.subject), language, 'Sanne', expected.reset.body);
      expectMail(only(smtp.to(demo.email as string), expected.demo.subject), language, 'Marieke', expected.demo.body);
      expectMail(only(smtp.to(partner.email as string), expected.partner.subject), language, 'Ahmed', expected.partner.body);
      expectMail(
        only(smtp.to(partner.email as string), expected.partnerInvitation.subject),
        language,
        'Ahmed',
        expected.partnerInvitation.body,
      );
    });

    it('new portions, the pickup reminder, the waiting-list promotion and the digest follow the user’s language', async () => {
      const a = await createTenant(t);
      const [holder] = await createStaffMembers(t, a, 1);
      await chooseLanguage(a.tokens.staff, language);
      await chooseNotifications(a, { newPortions: 'instant' });
      const stamppot = await offerPortion(t, a, clock, {
        title: 'Stamppot',
        totalQuantity: 4,
        allergens: ['milk'],
        mayContain: ['peanuts'],
        availableUntil: '2026-11-22T17:30:00Z',
      });
      clock.advance(INSTANT_GATHER_MS);
      await tick();
      const newPortions = only(smtp.to(a.emails.staff), expected.newPortion.subject);
      expectMail(newPortions, language, 'Sanne', expected.newPortion.body);
      const unsubscribe = new URL(linkIn(newPortions, 'http://portiepunt.test/api/notifications/unsubscribe'));
      const page = await request(t.http)
        .get(unsubscribe.pathname + unsubscribe.search)
        .set('Accept', 'text/html')
        .expect(200);
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(`<p>${expected.unsubscribeQuestion}</p>`);

      await chooseNotifications(a, { newPortions: 'off' });
      await reserve(t, a.tokens.staff, stamppot.id).expect(201);
      const soep = await offerPortion(t, a, clock, { title: 'Soep', totalQuantity: 1, availableUntil: '2026-11-22T18:00:00Z' });
      const held = await reserve(t, holder.token, soep.id).expect(201);
      await request(t.http)
        .post(`/api/protected/tenants/${a.tenantId}/portions/${soep.id}/waitlist`)
        .set(bearer(a.tokens.staff))
        .expect(201);
      await request(t.http)
        .patch(`/api/protected/reservations/${held.body.id}/status`)
        .set(bearer(holder.token))
        .send({ status: 'cancelled' })
        .expect(200);
      await deliver();
      expectMail(only(smtp.to(a.emails.staff), expected.promotion.subject), language, 'Sanne', expected.promotion.body);

      clock.set(new Date('2026-11-22T17:00:00Z'));
      await tick();
      await tick();
      const reminder = only(
        smtp.to(a.emails.staff).filter((mail) => mail.text!.includes('Stamppot')),
        expected.reminder.subject,
      );
      expectMail(reminder, language, 'Sanne', expected.reminder.body);

      await chooseNotifications(a, { newPortions: 'digest' });
      clock.set(new Date('2026-11-23T08:00:00Z'));
      await offerPortion(t, a, clock, { title: 'Pannenkoeken', availableUntil: '2026-11-23T15:00:00Z' });
      clock.set(new Date('2026-11-23T10:05:00Z'));
      await tick();
      await tick();
      expectMail(only(smtp.to(a.emails.staff), expected.digest.subject), language, 'Sanne', expected.digest.body);
    });

    it('a push about a new portion follows the user’s language', async () => {
      const a = await createTenant(t);
      await chooseLanguage(a.tokens.staff, language);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await chooseNotifications(a, { newPortions: 'instant', push: true });
      await offerPortion(t, a, clock, { title: 'Nasi', availableUntil: '2026-11-23T12:00:00Z' });
      clock.advance(MINUTE);
      await tick();
      expect(device.payloads()).toEqual([
        expect.objectContaining({ title: expected.push.title, body: expect.stringMatching(expected.push.body) }),
      ]);
    });
  });
});
