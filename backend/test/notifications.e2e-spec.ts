import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { CreateLocationUseCase } from '../src/application/tenancy/create-location.use-case.js';
import { INSTANT_GATHER_MS, INSTANT_MIN_GAP_MS } from '../src/domain/notifications/notification-schedule.js';
import { NotificationJobs } from '../src/infrastructure/notifications/jobs/notification.jobs.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createStaffMembers, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { TestPushService, verifiedVapidClaims } from './support/push-service.js';
import { capOpenReservations, joinWaitlist, setReservationStatus } from './support/reservations.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, TEST_VAPID_KEYS, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

/** A header as sent (mailparser folds the List-* headers into one parsed object). */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

function unsubscribeLink(mail: ParsedMail): URL {
  const header = rawHeader(mail, 'list-unsubscribe') ?? '';
  return new URL(/^<([^>]+)>$/.exec(header)![1]);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PREFS = '/api/protected/profile/notifications';

describe('notifications: who hears what, by mail and push', () => {
  const clock = new TestClock();
  let smtp: TestSmtpServer;
  let pushService: TestPushService;
  let t: TestApp;
  const secondInstances: TestApp[] = [];

  const choose = (tenant: TenantFixture, choices: Record<string, unknown>, role: 'staff' | 'kitchen' | 'admin' = 'staff') =>
    request(t.http)
      .put(PREFS)
      .set(bearer(tenant.tokens[role]))
      .send({ newPortions: 'off', locations: null, push: false, reminders: true, ...choices })
      .expect(200);
  /** One tick of the notification jobs, then the outbox delivers what they queued. */
  const tick = async () => {
    const queued = await t.app.get(NotificationJobs).runDue();
    await t.app.get(OutboxWorker).runDue();
    return queued;
  };
  const mailsTo = (tenant: TenantFixture, role: 'staff' | 'kitchen' | 'admin' = 'staff') => smtp.to(tenant.emails[role]);
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    pushService = await TestPushService.start();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url, pushTrustedCa: pushService.certificate } });
  });
  afterAll(async () => {
    for (const instance of secondInstances) await instance.close();
    await t.close();
    await smtp.close();
    await pushService.close();
  });
  beforeEach(() => {
    // A Sunday afternoon in Amsterdam, away from the digest hour, unless a test moves the clock there.
    clock.set(new Date('2026-11-22T14:00:00Z'));
  });

  describe('instant mail', () => {
    it('mails the first new portion within a minute, naming title, location, quantity, allergens and end time, linking the dashboard', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'instant' });
      await offerPortion(t, a, clock, {
        title: 'Stamppot boerenkool',
        totalQuantity: 4,
        allergens: ['Lactose'],
        mayContain: ['peanuts'],
        availableUntil: '2026-11-22T17:30:00Z',
      });
      clock.advance(10 * SECOND);
      expect(await tick()).toEqual({ mails: 0, pushes: 0 });
      clock.advance(INSTANT_GATHER_MS);
      expect(await tick()).toEqual({ mails: 1, pushes: 0 });

      const [mail] = mailsTo(a);
      expect(mail.subject).toBe('Nieuwe portie beschikbaar: Stamppot boerenkool');
      expect(mail.text).toContain('• Stamppot boerenkool (Locatie');
      expect(mail.text).toContain("nog 4 beschikbaar, bevat: Melk; kan sporen bevatten van: Pinda's, op te halen tot 18:30");
      expect(mail.text).toContain('http://portiepunt.test/dashboard');
      expect(mailsTo(a)).toHaveLength(1);
    });

    it('batches: 10 portions within a minute give one mail listing all of them', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'instant' });
      for (let n = 1; n <= 10; n += 1) {
        await offerPortion(t, a, clock, { title: `Portie ${n}` });
        clock.advance(4 * SECOND);
        await tick();
      }
      clock.advance(MINUTE);
      await tick();
      const mails = mailsTo(a);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('10 porties nieuw beschikbaar');
      for (let n = 1; n <= 10; n += 1) expect(mails[0].text).toContain(`• Portie ${n} (`);
    });

    it('after a mail waits 10 minutes, then lists every portion offered since that is still reservable, leaving out what is gone', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'instant' });
      await offerPortion(t, a, clock, { title: 'Eerste' });
      clock.advance(INSTANT_GATHER_MS);
      await tick();
      expect(mailsTo(a)).toHaveLength(1);

      clock.advance(2 * MINUTE);
      await offerPortion(t, a, clock, { title: 'Tweede' });
      const gone = await offerPortion(t, a, clock, { title: 'Al op', totalQuantity: 1 });
      await reserve(t, a.tokens.staff, gone.id).expect(201);
      clock.advance(5 * MINUTE);
      await tick();
      expect(mailsTo(a)).toHaveLength(1);

      clock.advance(INSTANT_MIN_GAP_MS - 7 * MINUTE);
      await tick();
      const mails = mailsTo(a);
      expect(mails).toHaveLength(2);
      expect(mails[1].text).toContain('• Tweede (');
      expect(mails[1].text).not.toContain('Al op');
      expect(mails[1].text).not.toContain('Eerste');
    });

    it('sends nothing when every new portion is gone before the mail', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'instant' });
      const portion = await offerPortion(t, a, clock, { totalQuantity: 1 });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      clock.advance(MINUTE);
      expect(await tick()).toEqual({ mails: 0, pushes: 0 });
      expect(mailsTo(a)).toHaveLength(0);
    });

    it('honours the chosen locations', async () => {
      const a = await createTenant(t, 'custom');
      const annex = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Bijgebouw' });
      await choose(a, { newPortions: 'instant', locations: [annex.id] });
      await offerPortion(t, a, clock, { title: 'Hoofdgebouwsoep' });
      await offerPortion(t, a, clock, { title: 'Bijgebouwsoep', locationId: annex.id });
      clock.advance(MINUTE);
      await tick();
      const [mail] = mailsTo(a);
      expect(mail.text).toContain('• Bijgebouwsoep (Bijgebouw)');
      expect(mail.text).not.toContain('Hoofdgebouwsoep');
    });

    it("never tells a user of another tenant's portions", async () => {
      const a = await createTenant(t);
      const b = await createTenant(t);
      await choose(b, { newPortions: 'instant' });
      await offerPortion(t, a, clock);
      clock.advance(MINUTE);
      await tick();
      expect(mailsTo(b)).toHaveLength(0);
    });

    it('with new portions off, nobody is mailed; nor the kitchen user about their own portion', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'off', push: true });
      await choose(a, { newPortions: 'instant' }, 'kitchen');
      await offerPortion(t, a, clock);
      clock.advance(MINUTE);
      await tick();
      expect(mailsTo(a)).toHaveLength(0);
      expect(mailsTo(a, 'kitchen')).toHaveLength(0);
    });

    it.each([
      ['an inactive user', (a: TenantFixture) => db().query(`UPDATE users SET is_active = false WHERE id = $1`, [a.userIds.staff])],
      [
        'a user of an inactive tenant',
        (a: TenantFixture) => db().query(`UPDATE tenants SET is_active = false WHERE id = $1`, [a.tenantId]),
      ],
      ['an inactive location', (a: TenantFixture) => db().query(`UPDATE locations SET is_active = false WHERE id = $1`, [a.locationId])],
    ])('sends nothing to %s', async (_name, deactivate) => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'instant' });
      await offerPortion(t, a, clock);
      await deactivate(a);
      clock.advance(MINUTE);
      await tick();
      expect(mailsTo(a)).toHaveLength(0);
    });
  });

  describe('digest', () => {
    const mondayEleven = new Date('2026-11-23T10:05:00Z');

    it('mails once at 11:00 on a working day with what is on offer', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'digest' });
      clock.set(new Date('2026-11-23T08:00:00Z'));
      await offerPortion(t, a, clock, { title: 'Pannenkoeken', availableUntil: '2026-11-23T15:00:00Z' });
      clock.advance(MINUTE);
      await tick();
      expect(mailsTo(a)).toHaveLength(0);

      clock.set(mondayEleven);
      await tick();
      await tick();
      const mails = mailsTo(a);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Dagoverzicht: 1 portie beschikbaar');
      expect(mails[0].text).toContain('• Pannenkoeken (');
    });

    it('sends no digest at the weekend, nor when nothing is on offer', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'digest' });
      clock.set(new Date('2026-11-21T10:05:00Z'));
      await offerPortion(t, a, clock);
      await tick();
      expect(mailsTo(a)).toHaveLength(0);

      const b = await createTenant(t);
      await choose(b, { newPortions: 'digest' });
      clock.set(mondayEleven);
      await tick();
      expect(mailsTo(b)).toHaveLength(0);
    });
  });

  describe('reminders', () => {
    async function reservedPortion(a: TenantFixture) {
      const portion = await offerPortion(t, a, clock, {
        title: 'Ovenschotel',
        availableUntil: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      return portion;
    }
    const reminders = (a: TenantFixture) => mailsTo(a).filter((mail: ParsedMail) => mail.subject === 'Vergeet je portie niet op te halen');

    it('reminds by mail 30 minutes before the end, once', async () => {
      const a = await createTenant(t);
      await reservedPortion(a);
      clock.advance(HOUR + 29 * MINUTE);
      await tick();
      expect(reminders(a)).toHaveLength(0);
      clock.advance(MINUTE);
      await tick();
      await tick();
      const [mail] = reminders(a);
      expect(reminders(a)).toHaveLength(1);
      expect(mail.text).toContain('Je hebt 1 portie Ovenschotel gereserveerd bij Locatie');
      expect(mail.text).toContain('op vóór 17:00');
    });

    it('reminds once when two instances run at the same moment', async () => {
      const a = await createTenant(t);
      await reservedPortion(a);
      // Closed with the first one in afterAll: closing it earlier disconnects the first app's database too.
      const second = await createTestApp({
        clock,
        databaseUrl: t.databaseUrl,
        jwtSecret: t.config.jwtSecret,
        config: { smtpUrl: smtp.url },
      });
      secondInstances.push(second);
      clock.advance(HOUR + 35 * MINUTE);
      await Promise.all([t.app.get(NotificationJobs).runDue(), second.app.get(NotificationJobs).runDue()]);
      await Promise.all([t.app.get(NotificationJobs).runDue(), second.app.get(NotificationJobs).runDue()]);
      await t.app.get(OutboxWorker).runDue();
      expect(reminders(a)).toHaveLength(1);
      const queued = await db().query(
        `SELECT count(*)::int AS count FROM outbound_emails WHERE recipient = $1 AND kind = 'pickup-reminder'`,
        [a.emails.staff],
      );
      expect(queued).toEqual([{ count: 1 }]);
    });

    it('names an allergen change since the reservation: what was added and removed, and the allergens now', async () => {
      const a = await createTenant(t);
      const portion = await offerPortion(t, a, clock, { title: 'Ovenschotel', allergens: ['gluten', 'eggs'] });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ allergens: ['gluten', 'milk'] })
        .expect(200);
      // An unchanged portion's reminder keeps the one allergen line.
      const b = await createTenant(t);
      await reservedPortion(b);
      clock.advance(HOUR + 31 * MINUTE);
      await tick();
      const [changed] = reminders(a);
      expect(changed.text).toContain('Sinds je reservering heeft de keuken de allergenen van Ovenschotel (Locatie');
      expect(changed.text).toContain('Bevat nu ook: Melk.');
      expect(changed.text).toContain('Bevat niet meer: Eieren.');
      expect(changed.text).toContain('Nu: bevat: Gluten, Melk.');
      const [unchanged] = reminders(b);
      expect(unchanged.text).toContain('Allergenen: geen allergenen.');
      expect(unchanged.text).not.toContain('heeft de keuken de allergenen');
    });

    it("names every allergen change since the reservation, taken together, in the reader's language (mail and push)", async () => {
      const a = await createTenant(t);
      await request(t.http).put('/api/protected/profile/language').set(bearer(a.tokens.staff)).send({ language: 'fr' }).expect(200);
      const portion = await offerPortion(t, a, clock, { title: 'Ovenschotel', allergens: ['gluten', 'eggs'] });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      const b = await createTenant(t);
      await request(t.http).put('/api/protected/profile/language').set(bearer(b.tokens.staff)).send({ language: 'en' }).expect(200);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(b.tokens.staff)).send(device.subscription()).expect(201);
      await choose(b, { push: true });
      const soup = await offerPortion(t, b, clock, { title: 'Soep', allergens: ['gluten', 'eggs'] });
      await reserve(t, b.tokens.staff, soup.id).expect(201);
      // Three edits: eggs out and milk in; nuts in and peanut traces; milk out again.
      for (const [tenant, id] of [
        [a, portion.id],
        [b, soup.id],
      ] as const)
        for (const change of [
          { allergens: ['gluten', 'milk'] },
          { allergens: ['gluten', 'milk', 'nuts'], mayContain: ['peanuts'] },
          { allergens: ['gluten', 'nuts'], mayContain: ['peanuts'] },
        ])
          await request(t.http)
            .put(`/api/protected/tenants/${tenant.tenantId}/portions/${id}`)
            .set(bearer(tenant.tokens.kitchen))
            .send(change)
            .expect(200);
      clock.advance(HOUR + 31 * MINUTE);
      await tick();

      const [mail] = mailsTo(a).filter((sent: ParsedMail) => sent.subject === 'N’oubliez pas de retirer votre portion');
      expect(mail.text).toContain('Depuis votre réservation, la cuisine a modifié 3 fois les allergènes de « Ovenschotel »');
      expect(mail.text).toContain('Contient désormais aussi\u00a0: Fruits à coque.');
      expect(mail.text).toContain('Ne contient plus\u00a0: Œufs.');
      expect(mail.text).toContain('Peut désormais contenir des traces de\u00a0: Arachides.');
      // Milk came and went: it is no change against what was reserved.
      expect(mail.text).not.toMatch(/Lait|Milk|Melk/);
      const pushed = device.payloads().find((payload) => payload.title === 'Don’t forget to collect your portion');
      expect(pushed?.body).toContain('Since you reserved, the kitchen changed the allergens of Soep (Locatie');
      expect(pushed?.body).toContain('3 times. All in all, compared with then: Now also contains: Tree nuts. No longer contains: Eggs.');
      expect(pushed?.body).toContain('May now contain traces of: Peanuts.');
      expect(pushed?.body).not.toContain('Milk');
    });

    it('says so when the changes since the reservation cancel out', async () => {
      const a = await createTenant(t);
      const portion = await offerPortion(t, a, clock, { title: 'Ovenschotel', allergens: ['gluten'] });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      for (const allergens of [['gluten', 'milk'], ['gluten']])
        await request(t.http)
          .put(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`)
          .set(bearer(a.tokens.kitchen))
          .send({ allergens })
          .expect(200);
      clock.advance(HOUR + 31 * MINUTE);
      await tick();
      const [mail] = reminders(a);
      expect(mail.text).toContain('Sinds je reservering heeft de keuken de allergenen van Ovenschotel (Locatie');
      expect(mail.text).toContain('2 keer gewijzigd');
      expect(mail.text).toContain('Alles bij elkaar zijn ze weer zoals toen je reserveerde.');
      expect(mail.text).toContain('Nu: bevat: Gluten.');
    });

    it('sends no reminder when reminders are off or the portion was picked up', async () => {
      const a = await createTenant(t);
      await choose(a, { reminders: false });
      await reservedPortion(a);
      const b = await createTenant(t);
      const portion = await reservedPortion(b);
      const [reservation] = await db().query(`SELECT id FROM reservations WHERE portion_id = $1`, [portion.id]);
      await request(t.http)
        .patch(`/api/protected/reservations/${reservation.id}/status`)
        .set(bearer(b.tokens.kitchen))
        .send({ status: 'picked_up' })
        .expect(200);
      clock.advance(HOUR + 40 * MINUTE);
      await tick();
      expect(reminders(a)).toHaveLength(0);
      expect(reminders(b)).toHaveLength(0);
    });
  });

  describe('waiting list: passed over at the cap', () => {
    it('tells each person passed over why, by mail and by push where subscribed, in their language, once per wait, unless they switched changes off', async () => {
      const a = await createTenant(t);
      await capOpenReservations(t, a, 1);
      const [first, second, english, french, quiet, next] = await createStaffMembers(t, a, 6);
      const emailOf = async (token: string) =>
        (await request(t.http).get('/api/protected/profile').set(bearer(token)).expect(200)).body.email as string;
      const speak = (token: string, language: string) =>
        request(t.http).put('/api/protected/profile/language').set(bearer(token)).send({ language }).expect(200);
      const prefer = (token: string, choices: Record<string, unknown>) =>
        request(t.http)
          .put(PREFS)
          .set(bearer(token))
          .send({ newPortions: 'off', locations: null, push: false, reminders: true, ...choices })
          .expect(200);
      await speak(english.token, 'en');
      await speak(french.token, 'fr');
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(english.token)).send(device.subscription()).expect(201);
      await prefer(english.token, { push: true });
      await prefer(quiet.token, { reservationChanges: false });

      const portion = await offerPortion(t, a, clock, { title: 'Stamppot', totalQuantity: 2 });
      const elsewhere = await offerPortion(t, a, clock, { title: 'Soep', totalQuantity: 3 });
      const held = [];
      for (const holder of [first, second]) held.push((await reserve(t, holder.token, portion.id).expect(201)).body.id as string);
      for (const person of [english, french, quiet, next]) await joinWaitlist(t, a, person.token, portion.id).expect(201);
      for (const person of [english, french, quiet]) await reserve(t, person.token, elsewhere.id).expect(201);
      const cancel = (token: string, id: string) => setReservationStatus(t, token, id, 'cancelled').expect(200);

      // The three at the cap are passed over; the unit goes to the fourth in line.
      await cancel(first.token, held[0]);
      // A second freed unit passes them over again, unannounced: their card says it already.
      await cancel(second.token, held[1]);
      await t.app.get(OutboxWorker).runDue();

      const subjects = async (token: string) => smtp.to(await emailOf(token)).map((mail: ParsedMail) => mail.subject);
      expect(await subjects(english.token)).toEqual(['A portion of Stamppot went to the next person on the waiting list']);
      const [englishMail] = smtp.to(await emailOf(english.token));
      expect(englishMail.text).toContain('you already had your organisation’s maximum of open reservations');
      expect(await subjects(french.token)).toEqual([expect.stringMatching(/^Une portion «\sStamppot\s» est allée à la personne suivante/)]);
      expect(smtp.to(await emailOf(french.token))[0].text).toContain('vous restez en tête de la liste d’attente');
      expect(await subjects(quiet.token)).toEqual([]);
      expect(
        (await subjects(next.token)).filter((subject) => subject?.includes('waiting list') || subject?.includes('wachtlijst')),
      ).toEqual([]);
      expect(device.payloads()).toEqual([
        expect.objectContaining({
          title: 'A portion of Stamppot went to the next person on the waiting list',
          body: expect.stringContaining('you stay first on the waiting list'),
        }),
      ]);
    });
  });

  describe('unsubscribe', () => {
    it('every notification mail carries RFC 8058 headers; the link switches that kind off without login', async () => {
      const a = await createTenant(t);
      await choose(a, { newPortions: 'instant' });
      await offerPortion(t, a, clock);
      clock.advance(MINUTE);
      await tick();
      const [mail] = mailsTo(a);
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const url = unsubscribeLink(mail);
      expect(url.pathname).toBe('/api/notifications/unsubscribe');

      const page = await request(t.http)
        .get(url.pathname + url.search)
        .set('Accept', 'text/html')
        .expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('Wil je geen e-mails over nieuwe porties meer ontvangen?');
      await request(t.http)
        .get(PREFS)
        .set(bearer(a.tokens.staff))
        .expect(200, { newPortions: 'instant', locations: null, push: false, reminders: true, reservationChanges: true });

      await request(t.http)
        .post(url.pathname + url.search)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200, { unsubscribed: 'newPortions' });
      await request(t.http)
        .get(PREFS)
        .set(bearer(a.tokens.staff))
        .expect(200, { newPortions: 'off', locations: null, push: false, reminders: true, reservationChanges: true });
    });

    it('a browser posting the confirmation form gets a Dutch page; a forged token is refused', async () => {
      const a = await createTenant(t);
      await reserve(t, a.tokens.staff, (await offerPortion(t, a, clock)).id).expect(201);
      clock.advance(HOUR + 31 * MINUTE);
      await tick();
      const [mail] = mailsTo(a);
      const url = unsubscribeLink(mail);
      const done = await request(t.http)
        .post(url.pathname + url.search)
        .set('Accept', 'text/html')
        .expect(200);
      expect(done.text).toContain('Je ontvangt geen herinneringen om je portie op te halen meer.');
      await request(t.http)
        .get(PREFS)
        .set(bearer(a.tokens.staff))
        .expect(200, { newPortions: 'off', locations: null, push: false, reminders: false, reservationChanges: true });

      const forged = url.search.replace('reminders', 'newPortions');
      const refused = await request(t.http)
        .post(url.pathname + forged)
        .expect(400);
      expect(refusedFields(refused.body)).toEqual(['token']);
      const invalidPage = await request(t.http)
        .get(url.pathname + forged)
        .set('Accept', 'text/html')
        .expect(400);
      expect(invalidPage.text).toContain('Deze afmeldlink is niet geldig.');
    });
  });

  describe('push', () => {
    it('pushes each new portion at once, encrypted for the device, with a TTL to its end and a topic', async () => {
      const a = await createTenant(t);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await choose(a, { newPortions: 'instant', push: true });
      const portion = await offerPortion(t, a, clock, {
        title: 'Nasi',
        availableUntil: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      expect(await tick()).toEqual({ mails: 0, pushes: 1 });

      expect(device.payloads()).toEqual([
        {
          title: 'Nieuwe portie: Nasi',
          body: expect.stringMatching(/^Locatie .* · nog 10 · tot 16:00 · geen allergenen$/),
          url: '/dashboard',
          tag: `portion-${portion.id}`,
        },
      ]);
      const [push] = device.received();
      expect(push.headers.ttl).toBe(String(HOUR / SECOND));
      expect(push.headers.topic).toBe(portion.id.replace(/-/g, ''));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(verifiedVapidClaims(push, TEST_VAPID_KEYS.publicKey, pushService.url)).toMatchObject({ sub: 'mailto:test@portiepunt.nl' });
    });

    it('a push signed with another VAPID key, or for another push service, fails the check a push service makes', async () => {
      const a = await createTenant(t);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await choose(a, { newPortions: 'instant', push: true });
      await offerPortion(t, a, clock, { title: 'Soep' });
      await tick();
      const [push] = device.received();
      const otherKey = webpush.generateVAPIDKeys().publicKey;
      expect(() => verifiedVapidClaims(push, otherKey, pushService.url)).toThrow('not the application server key');
      expect(() => verifiedVapidClaims(push, TEST_VAPID_KEYS.publicKey, 'https://fcm.googleapis.com')).toThrow('audience');
      const [header, claims] = String(push.headers.authorization).slice('vapid t='.length).split('.');
      const forged = {
        ...push,
        headers: {
          ...push.headers,
          authorization: `vapid t=${header}.${claims}.${Buffer.alloc(64).toString('base64url')}, k=${TEST_VAPID_KEYS.publicKey}`,
        },
      };
      expect(() => verifiedVapidClaims(forged, TEST_VAPID_KEYS.publicKey, pushService.url)).toThrow('does not verify');
    });

    it('pushes at most 3 new portions an hour per user', async () => {
      const a = await createTenant(t);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await choose(a, { newPortions: 'instant', push: true });
      for (let n = 1; n <= 5; n += 1) {
        await offerPortion(t, a, clock, { title: `Portie ${n}` });
        clock.advance(MINUTE);
        await tick();
      }
      expect(device.payloads().map((payload) => payload.title)).toEqual([
        'Nieuwe portie: Portie 1',
        'Nieuwe portie: Portie 2',
        'Nieuwe portie: Portie 3',
      ]);
      clock.advance(HOUR);
      await offerPortion(t, a, clock, { title: 'Portie 6' });
      await tick();
      expect(device.payloads()).toHaveLength(4);
    });

    it('reminds by push instead of mail when the user has push', async () => {
      const a = await createTenant(t);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await choose(a, { push: true });
      await reserve(t, a.tokens.staff, (await offerPortion(t, a, clock, { title: 'Soep' })).id).expect(201);
      clock.advance(HOUR + 31 * MINUTE);
      expect(await tick()).toEqual({ mails: 0, pushes: 1 });
      expect(device.payloads()).toEqual([
        expect.objectContaining({ title: 'Vergeet je portie niet op te halen', body: expect.stringContaining('Soep bij Locatie') }),
      ]);
      expect(mailsTo(a)).toHaveLength(0);
    });

    it('a pushed reminder names an allergen change since the reservation', async () => {
      const a = await createTenant(t);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await choose(a, { push: true, reservationChanges: false });
      const portion = await offerPortion(t, a, clock, { title: 'Soep', allergens: ['celery'] });
      await reserve(t, a.tokens.staff, portion.id).expect(201);
      await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ allergens: ['celery'], mayContain: ['mustard'] })
        .expect(200);
      clock.advance(HOUR + 31 * MINUTE);
      await tick();
      const reminder = device.payloads().find((payload) => payload.title === 'Vergeet je portie niet op te halen');
      expect(reminder?.body).toContain('Soep bij Locatie');
      expect(reminder?.body).toContain('Kan nu sporen bevatten van: Mosterd.');
    });

    it('a 410 from the push service removes the subscription', async () => {
      const a = await createTenant(t);
      const device = pushService.device();
      await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
      await choose(a, { newPortions: 'instant', push: true });
      await offerPortion(t, a, clock);
      pushService.status = 410;
      try {
        await tick();
      } finally {
        pushService.status = 201;
      }
      expect(device.received()).toHaveLength(1);
      expect(await db().query(`SELECT id FROM push_subscriptions WHERE endpoint = $1`, [device.endpoint])).toEqual([]);
    });
  });

  it('counts notification mails and pushes of this week for the admin, per tenant', async () => {
    const a = await createTenant(t);
    const b = await createTenant(t);
    const device = pushService.device();
    await request(t.http).post('/api/protected/push-subscriptions').set(bearer(a.tokens.staff)).send(device.subscription()).expect(201);
    await choose(a, { newPortions: 'instant', push: true });
    await offerPortion(t, a, clock);
    clock.advance(MINUTE);
    await tick();
    const stats = (tenant: TenantFixture) =>
      request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/stats/notifications`).set(bearer(tenant.tokens.admin));
    await stats(a).expect(200, { sentThisWeek: 2 });
    await stats(b).expect(200, { sentThisWeek: 0 });
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/stats/notifications`).set(bearer(b.tokens.admin)).expect(403);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/stats/notifications`).set(bearer(a.tokens.staff)).expect(403);
  });
});
