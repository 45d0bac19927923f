import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type { Language } from '../src/domain/shared/language.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createStaffMembers, createTenant } from './support/fixtures.js';
import { bearer, offerPortion, reserve, TestClock } from './support/portions.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** What the mails about a changed reservation say in each language. */
const EXPECTED: Record<Language, { allergens: { subject: string; body: string[] }; withdrawn: { subject: string; body: string[] } }> = {
  nl: {
    allergens: {
      subject: 'De allergenen van je gereserveerde portie zijn gewijzigd',
      body: [
        'De keuken heeft de allergenen van Lasagne (Locatie',
        'Bevat nu ook: Melk.',
        'Bevat niet meer: Eieren.',
        "Kan nu sporen bevatten van: Pinda's.",
        "Nu: bevat: Gluten, Melk; kan sporen bevatten van: Pinda's.",
        'Annuleer je reservering kosteloos op het dashboard.',
      ],
    },
    withdrawn: {
      subject: 'Je reservering is geannuleerd: de portie is ingetrokken',
      body: ['De keuken heeft Soep (Locatie', 'Reden: Te lang buiten de koeling'],
    },
  },
  fr: {
    allergens: {
      subject: 'Les allergènes de votre portion réservée ont changé',
      body: [
        'La cuisine a modifié les allergènes de « Lasagne » (Locatie',
        'Contient désormais aussi : Lait.',
        'Ne contient plus : Œufs.',
        'Peut désormais contenir des traces de : Arachides.',
        'Annulez votre réservation sans frais',
      ],
    },
    withdrawn: {
      subject: 'Votre réservation est annulée : la portion a été retirée',
      body: ['La cuisine a retiré « Soep » (Locatie', 'Raison : Te lang buiten de koeling'],
    },
  },
  en: {
    allergens: {
      subject: 'The allergens of your reserved portion have changed',
      body: [
        'The kitchen changed the allergens of Lasagne (Locatie',
        'Now also contains: Milk.',
        'No longer contains: Eggs.',
        'May now contain traces of: Peanuts.',
        'Cancel your reservation free of charge on the dashboard.',
      ],
    },
    withdrawn: {
      subject: 'Your reservation is cancelled: the portion was withdrawn',
      body: ['The kitchen withdrew Soep (Locatie', 'Reason: Te lang buiten de koeling'],
    },
  },
};
const LANGUAGES: Language[] = ['nl', 'fr', 'en'];

describe('a change to a reserved portion tells every holder, in their language', () => {
  const clock = new TestClock();
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => clock.set(new Date('2026-11-22T14:00:00Z')));

  const deliver = () => t.app.get(OutboxWorker).runDue();
  const subjects = (mails: ParsedMail[]) => mails.map((mail) => mail.subject);

  /** Three colleagues, one per language, each holding one of the portion. */
  async function holdersOf(tenant: Awaited<ReturnType<typeof createTenant>>, portionId: string) {
    const members = await createStaffMembers(t, tenant, LANGUAGES.length);
    return Promise.all(
      members.map(async (member, i) => {
        await request(t.http).put('/api/protected/profile/language').set(bearer(member.token)).send({ language: LANGUAGES[i] }).expect(200);
        const profile = await request(t.http).get('/api/protected/profile').set(bearer(member.token)).expect(200);
        const reservation = await reserve(t, member.token, portionId).expect(201);
        return { ...member, language: LANGUAGES[i], email: profile.body.email as string, reservationId: reservation.body.id as string };
      }),
    );
  }

  it('an allergen change: a mail to each holder naming what was added and removed, shown on the card until acknowledged', async () => {
    const a = await createTenant(t);
    const lasagne = await offerPortion(t, a, clock, { title: 'Lasagne', totalQuantity: 5, allergens: ['gluten', 'eggs'] });
    const holders = await holdersOf(a, lasagne.id);
    await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/portions/${lasagne.id}`)
      .set(bearer(a.tokens.kitchen))
      .send({ allergens: ['gluten', 'milk'], mayContain: ['peanuts'] })
      .expect(200);
    await deliver();
    for (const holder of holders) {
      const mails = smtp.to(holder.email);
      expect(subjects(mails)).toEqual([EXPECTED[holder.language].allergens.subject]);
      for (const sentence of EXPECTED[holder.language].allergens.body) expect(mails[0].text).toContain(sentence);
    }

    const [first] = holders;
    const card = await request(t.http).get(`/api/protected/reservations/${first.reservationId}`).set(bearer(first.token)).expect(200);
    expect(card.body.notice).toMatchObject({
      kind: 'allergens_changed',
      allergensAdded: ['milk'],
      allergensRemoved: ['eggs'],
      mayContainAdded: ['peanuts'],
      mayContainRemoved: [],
      acknowledgedAt: null,
    });
    // Only the holder acknowledges; another colleague does not see the reservation at all.
    await request(t.http)
      .post(`/api/protected/reservations/${first.reservationId}/notice/acknowledgement`)
      .set(bearer(holders[1].token))
      .expect(404);
    const acknowledged = await request(t.http)
      .post(`/api/protected/reservations/${first.reservationId}/notice/acknowledgement`)
      .set(bearer(first.token))
      .expect(200);
    expect(acknowledged.body.notice.acknowledgedAt).toBe(clock.now().toISOString());
    // The holder may still cancel it.
    await request(t.http)
      .patch(`/api/protected/reservations/${first.reservationId}/status`)
      .set(bearer(first.token))
      .send({ status: 'cancelled' })
      .expect(200);
  });

  it('a change of only the title or quantity tells nobody', async () => {
    const a = await createTenant(t);
    const portion = await offerPortion(t, a, clock, { title: 'Lasagne', totalQuantity: 5, allergens: ['gluten'] });
    const holders = await holdersOf(a, portion.id);
    await request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`)
      .set(bearer(a.tokens.kitchen))
      .send({ title: 'Lasagne al forno', totalQuantity: 6, allergens: ['gluten'] })
      .expect(200);
    await deliver();
    for (const holder of holders) expect(subjects(smtp.to(holder.email))).toEqual([]);
  });

  it('a withdrawal: each holder gets the reason, unless they switched changes to their reservations off', async () => {
    const a = await createTenant(t);
    const soep = await offerPortion(t, a, clock, { title: 'Soep', totalQuantity: 5 });
    const holders = await holdersOf(a, soep.id);
    const quiet = holders[2];
    const choices = await request(t.http)
      .put('/api/protected/profile/notifications')
      .set(bearer(quiet.token))
      .send({ newPortions: 'off', locations: null, push: false, reminders: true, reservationChanges: false })
      .expect(200);
    expect(choices.body.reservationChanges).toBe(false);
    await request(t.http)
      .patch(`/api/protected/tenants/${a.tenantId}/portions/${soep.id}/status`)
      .set(bearer(a.tokens.kitchen))
      .send({ status: 'expired', reason: 'Te lang buiten de koeling' })
      .expect(200);
    await deliver();
    for (const holder of holders.slice(0, 2)) {
      const mails = smtp.to(holder.email);
      expect(subjects(mails)).toEqual([EXPECTED[holder.language].withdrawn.subject]);
      for (const sentence of EXPECTED[holder.language].withdrawn.body) expect(mails[0].text).toContain(sentence);
    }
    expect(subjects(smtp.to(quiet.email))).toEqual([]);
    const card = await request(t.http).get(`/api/protected/reservations/${quiet.reservationId}`).set(bearer(quiet.token)).expect(200);
    expect(card.body).toMatchObject({
      status: 'cancelled',
      notice: { kind: 'withdrawn', reason: 'Te lang buiten de koeling', acknowledgedAt: null },
    });
  });
});
