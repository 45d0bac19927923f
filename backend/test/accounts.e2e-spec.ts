import request from 'supertest';
import { DataSource } from 'typeorm';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { seedDemoData, DEMO_PASSWORD } from '../src/infrastructure/demo/demo-seed.js';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { bearer, TestClock } from './support/portions.js';
import { linkIn, TestSmtpServer } from './support/smtp.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';
import { refusalsOf, refusedFields } from './support/field-errors.js';

/** Words of zxcvbn-ts's Dutch advice. */
const DUTCH_ADVICE = /woorden|wachtwoord|hoofdletter|Vermijd|Voeg/;

const MINUTE = 60_000;
const INVALID_LINK = [{ field: 'token', code: 'invalid_link', message: 'This link is invalid or has expired; ask for a new one' }];

describe('accounts: invitations, password reset and change, temporary passwords', () => {
  let smtp: TestSmtpServer;
  let clock: TestClock;
  let t: TestApp;
  let tenant: TenantFixture;
  let n = 0;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    clock = new TestClock();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url, appUrl: 'https://portiepunt.example.nl' } });
    tenant = await createTenant(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const api = () => request(t.http);
  const address = (name: string) => `${name}${++n}@delinde.nl`;

  /** Runs the outbox and returns the one mail that reached `to` since the last call. */
  async function mailTo(to: string) {
    const before = smtp.to(to).length;
    await t.app.get(OutboxWorker).runDue();
    const received = smtp.to(to);
    expect(received.length).toBe(before + 1);
    return received[received.length - 1];
  }

  function tokenOf(link: string): string {
    return new URL(link).searchParams.get('token')!;
  }

  async function invite(email: string, by = tenant.tokens.admin) {
    const response = await api()
      .post('/api/auth/register')
      .set(bearer(by))
      .send({ email, firstName: 'Nina', lastName: 'Nieuw', role: 'staff', tenantId: tenant.tenantId })
      .expect(201);
    return response.body as { id: string; mustChangePassword: boolean };
  }

  describe('invitation', () => {
    it("a new organisation's first admin gets an invitation mail to choose a password; a temporary one only when the superadmin gives it", async () => {
      const superToken = (await createSuperadmin(t)).token;
      const invited = address('olga');
      await api()
        .post('/api/protected/admin/tenants')
        .set(bearer(superToken))
        .send({
          name: 'Zorg Nieuw',
          slug: `zorg-nieuw-${n}`,
          plan: 'starter',
          admin: { email: invited, firstName: 'Olga', lastName: 'Oost' },
        })
        .expect(201);
      const mail = await mailTo(invited);
      expect(mail.subject).toBe('Je account voor Zorg Nieuw bij Portiepunt staat klaar');
      const link = linkIn(mail, 'https://portiepunt.example.nl/wachtwoord-instellen?token=');
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Olga-kiest-zelf-2026' })
        .expect(204);
      const chosen = await api().post('/api/auth/login').send({ email: invited, password: 'Olga-kiest-zelf-2026' }).expect(200);
      expect(chosen.body.user).toMatchObject({ role: 'admin', mustChangePassword: false });

      const handedOver = address('piet');
      await api()
        .post('/api/protected/admin/tenants')
        .set(bearer(superToken))
        .send({
          name: 'Zorg Anders',
          slug: `zorg-anders-${n}`,
          plan: 'starter',
          admin: { email: handedOver, firstName: 'Piet', lastName: 'Pas', password: 'Tijdelijk-Soeplepel-73' },
        })
        .expect(201);
      await t.app.get(OutboxWorker).runDue();
      expect(smtp.to(handedOver)).toHaveLength(0);
      const temporary = await api().post('/api/auth/login').send({ email: handedOver, password: 'Tijdelijk-Soeplepel-73' }).expect(200);
      expect(temporary.body.user.mustChangePassword).toBe(true);
    });

    it('registering without a password mails a 72-hour link with which the user chooses a password and logs in', async () => {
      const email = address('nina');
      const user = await invite(email);
      expect(user.mustChangePassword).toBe(false);
      await api().post('/api/auth/login').send({ email, password: 'Lasagne-op-dinsdag' }).expect(401);

      const mail = await mailTo(email);
      // The mail names the organisation that invites, and its beheerder as the one who can invite again.
      expect(mail.subject).toMatch(/^Je account voor Tenant \d+ bij Portiepunt staat klaar$/);
      expect(mail.text).toMatch(/Tenant \d+ heeft een account voor je aangemaakt bij Portiepunt/);
      expect(mail.text).toContain('Vraag je beheerder om een nieuwe uitnodiging');
      const link = linkIn(mail, 'https://portiepunt.example.nl/wachtwoord-instellen?token=');
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Lasagne-op-dinsdag' })
        .expect(204);

      const response = await api().post('/api/auth/login').send({ email, password: 'Lasagne-op-dinsdag' }).expect(200);
      expect(response.body.user.mustChangePassword).toBe(false);
    });

    it('an invitation link works once', async () => {
      const email = address('once');
      await invite(email);
      const token = tokenOf(linkIn(await mailTo(email), 'https://portiepunt.example.nl/wachtwoord-instellen?token='));
      await api().post('/api/auth/reset-password').send({ token, password: 'Eerste-keus-2026' }).expect(204);
      const reused = await api().post('/api/auth/reset-password').send({ token, password: 'Tweede-keus-2026' }).expect(400);
      expect(reused.body.errors).toEqual(INVALID_LINK);
      await login(t.http, email, 'Eerste-keus-2026');
    });

    it('an invitation link expires after 72 hours', async () => {
      const email = address('late');
      await invite(email);
      const token = tokenOf(linkIn(await mailTo(email), 'https://portiepunt.example.nl/wachtwoord-instellen?token='));
      clock.advance(72 * 60 * MINUTE);
      const response = await api().post('/api/auth/reset-password').send({ token, password: 'Te-laat-gekozen' }).expect(400);
      expect(response.body.errors).toEqual(INVALID_LINK);
    });

    it('an unknown token answers the same 400 as a used or expired one', async () => {
      const response = await api().post('/api/auth/reset-password').send({ token: 'made-up', password: 'Lasagne-op-dinsdag' }).expect(400);
      expect(response.body.errors).toEqual(INVALID_LINK);
    });

    it('an admin sends a fresh invitation, which voids the earlier link', async () => {
      const email = address('again');
      const user = await invite(email);
      const first = tokenOf(linkIn(await mailTo(email), 'https://portiepunt.example.nl/wachtwoord-instellen?token='));
      await api()
        .post(`/api/protected/tenants/${tenant.tenantId}/users/${user.id}/invitation`)
        .set(bearer(tenant.tokens.admin))
        .expect(202);
      const second = tokenOf(linkIn(await mailTo(email), 'https://portiepunt.example.nl/wachtwoord-instellen?token='));
      expect(second).not.toBe(first);
      await api().post('/api/auth/reset-password').send({ token: first, password: 'Lasagne-op-dinsdag' }).expect(400);
      await api().post('/api/auth/reset-password').send({ token: second, password: 'Lasagne-op-dinsdag' }).expect(204);
    });

    it('a fresh invitation is refused (409) for a user who chose a password, and is for admins of that tenant only', async () => {
      const other = await createTenant(t);
      const invitation = (tenantId: string, userId: string, token: string) =>
        api().post(`/api/protected/tenants/${tenantId}/users/${userId}/invitation`).set(bearer(token));
      const conflict = await invitation(tenant.tenantId, tenant.userIds.staff, tenant.tokens.admin).expect(409);
      expect(conflict.body.code).toBe('password_already_chosen');
      const pending = await invite(address('pending'));
      await invitation(tenant.tenantId, pending.id, tenant.tokens.staff).expect(403);
      await invitation(tenant.tenantId, pending.id, other.tokens.admin).expect(403);
      await invitation(other.tenantId, pending.id, other.tokens.admin).expect(404);
    });

    it('a request that fails queues no invitation', async () => {
      const before = await t.app.get(DataSource).query('SELECT count(*)::int AS count FROM outbound_emails');
      await api()
        .post('/api/auth/register')
        .set(bearer(tenant.tokens.admin))
        .send({ email: tenant.emails.kitchen, firstName: 'Dubbel', lastName: 'Adres', role: 'staff', tenantId: tenant.tenantId })
        .expect(409);
      expect(await t.app.get(DataSource).query('SELECT count(*)::int AS count FROM outbound_emails')).toEqual(before);
    });
  });

  describe('forgot password', () => {
    it('answers 202 with the same body for a known and an unknown address, and mails only the known one a 60-minute link', async () => {
      const fixture = await createTenant(t);
      const known = await api().post('/api/auth/forgot-password').send({ email: fixture.emails.staff }).expect(202);
      const unknown = await api().post('/api/auth/forgot-password').send({ email: 'niemand@delinde.nl' }).expect(202);
      expect(unknown.body).toEqual(known.body);

      const mail = await mailTo(fixture.emails.staff);
      expect(smtp.to('niemand@delinde.nl')).toHaveLength(0);
      expect(mail.subject).toBe('Nieuw wachtwoord instellen voor Portiepunt');
      const link = linkIn(mail, 'https://portiepunt.example.nl/wachtwoord-herstellen?token=');

      clock.advance(59 * MINUTE);
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Nieuw-na-vergeten' })
        .expect(204);
      await api().get('/api/protected/profile').set(bearer(fixture.tokens.staff)).expect(401);
      const fresh = await login(t.http, fixture.emails.staff, 'Nieuw-na-vergeten');
      await api().get('/api/protected/profile').set(bearer(fresh)).expect(200);
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Nog-een-keer-2026' })
        .expect(400);
    });

    it('a known and an unknown address get the same status, headers and body after the same database statements; the lookup waits for the outbox', async () => {
      const fixture = await createTenant(t);
      const dataSource = t.app.get(DataSource);
      const logQuery = dataSource.logger.logQuery.bind(dataSource.logger);
      const requestFor = async (email: string) => {
        const statements: string[] = [];
        dataSource.logger.logQuery = (query, parameters, runner) => {
          statements.push(query);
          logQuery(query, parameters, runner);
        };
        try {
          const response = await api().post('/api/auth/forgot-password').set('X-Forwarded-For', '10.9.0.1').send({ email }).expect(202);
          // The date and the request's own id differ between any two answers.
          const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
          return { body: response.body as unknown, headers, statements };
        } finally {
          dataSource.logger.logQuery = logQuery;
        }
      };
      const known = await requestFor(fixture.emails.staff);
      const unknown = await requestFor('onbekend-adres@delinde.nl');
      expect(unknown.body).toEqual(known.body);
      expect(unknown.headers).toEqual(known.headers);
      expect(unknown.statements).toEqual(known.statements);
      expect(known.statements.some((statement) => statement.includes('INSERT INTO password_reset_requests'))).toBe(true);
      // Neither request looked the address up, made a token or queued a mail: that is the outbox's work, afterwards.
      expect(known.statements.filter((statement) => /\busers\b|password_tokens|outbound_emails/.test(statement))).toEqual([]);

      await mailTo(fixture.emails.staff);
      expect(smtp.to('onbekend-adres@delinde.nl')).toHaveLength(0);
      expect(await dataSource.query('SELECT count(*)::int AS count FROM password_reset_requests')).toEqual([{ count: 0 }]);
    });

    it('a reset link expires after 60 minutes', async () => {
      const fixture = await createTenant(t);
      await api().post('/api/auth/forgot-password').send({ email: fixture.emails.kitchen }).expect(202);
      const link = linkIn(await mailTo(fixture.emails.kitchen), 'https://portiepunt.example.nl/wachtwoord-herstellen?token=');
      clock.advance(60 * MINUTE);
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Nieuw-na-vergeten' })
        .expect(400);
      await login(t.http, fixture.emails.kitchen, PASSWORD);
    });

    it('the superadmin mails a tenant admin a reset link and sees no password; an inactive user or a superadmin is 404, and only the superadmin may', async () => {
      const fixture = await createTenant(t);
      const other = await createTenant(t);
      const { actor, token: superadmin } = await createSuperadmin(t);
      const reset = (userId: string, token: string) => api().post(`/api/protected/admin/users/${userId}/password-reset`).set(bearer(token));
      const response = await reset(fixture.userIds.admin, superadmin).expect(202);
      expect(response.text).toBe('');
      const link = linkIn(await mailTo(fixture.emails.admin), 'https://portiepunt.example.nl/wachtwoord-herstellen?token=');
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Door-de-beheerder-zelf' })
        .expect(204);
      await login(t.http, fixture.emails.admin, 'Door-de-beheerder-zelf');

      await reset(actor.userId, superadmin).expect(404);
      await reset(fixture.userIds.staff, fixture.tokens.kitchen).expect(403);
      await reset(fixture.userIds.kitchen, other.tokens.admin).expect(403);
      await api()
        .put(`/api/protected/tenants/${other.tenantId}/users/${other.userIds.staff}`)
        .set(bearer(other.tokens.admin))
        .send({ isActive: false })
        .expect(200);
      await reset(other.userIds.staff, superadmin).expect(404);
      await t.app.get(OutboxWorker).runDue();
      expect(smtp.to(fixture.emails.kitchen)).toHaveLength(0);
      expect(smtp.to(other.emails.staff)).toHaveLength(0);
    });

    it('mails nothing to an inactive user', async () => {
      const fixture = await createTenant(t);
      await api()
        .put(`/api/protected/tenants/${fixture.tenantId}/users/${fixture.userIds.staff}`)
        .set(bearer(fixture.tokens.admin))
        .send({ isActive: false })
        .expect(200);
      await api().post('/api/auth/forgot-password').send({ email: fixture.emails.staff }).expect(202);
      await t.app.get(OutboxWorker).runDue();
      expect(smtp.to(fixture.emails.staff)).toHaveLength(0);
    });

    it('takes the address trimmed and in any case, as login does', async () => {
      const fixture = await createTenant(t);
      await api()
        .post('/api/auth/forgot-password')
        .send({ email: `  ${fixture.emails.kitchen.toUpperCase()} ` })
        .expect(202);
      expect((await mailTo(fixture.emails.kitchen)).subject).toBe('Nieuw wachtwoord instellen voor Portiepunt');
    });

    it('refuses a malformed address with 400 naming email', async () => {
      const response = await api().post('/api/auth/forgot-password').send({ email: 'geen-adres' }).expect(400);
      expect(refusedFields(response.body)).toEqual(['email']);
    });
  });

  describe('change password', () => {
    it('a wrong current password answers 400 naming currentPassword', async () => {
      const response = await api()
        .put('/api/protected/profile/password')
        .set(bearer(tenant.tokens.kitchen))
        .send({ currentPassword: 'niet-mijn-wachtwoord', newPassword: 'Lasagne-op-dinsdag' })
        .expect(400);
      expect(refusedFields(response.body)).toEqual(['currentPassword']);
    });

    it('refuses one of the 10,000 most common passwords with 400 naming the field and saying it is too common', async () => {
      const response = await api()
        .put('/api/protected/profile/password')
        .set(bearer(tenant.tokens.kitchen))
        .send({ currentPassword: PASSWORD, newPassword: 'iloveyou1' })
        .expect(400);
      expect(response.body.errors).toMatchObject([{ field: 'newPassword', code: 'too_common' }]);
      const registered = await api()
        .post('/api/auth/register')
        .set(bearer(tenant.tokens.admin))
        .send({ email: address('common'), firstName: 'C', lastName: 'C', role: 'staff', tenantId: tenant.tenantId, password: 'Password1' })
        .expect(400);
      expect(registered.body.errors).toMatchObject([{ field: 'password', code: 'too_common' }]);
    });

    it('after a change, tokens issued before it answer 401 and a token issued after it works, within the same second', async () => {
      const fixture = await createTenant(t);
      const before = fixture.tokens.kitchen;
      await api()
        .put('/api/protected/profile/password')
        .set(bearer(before))
        .send({ currentPassword: PASSWORD, newPassword: 'Soep-van-de-dag-7' })
        .expect(204);
      const after = await login(t.http, fixture.emails.kitchen, 'Soep-van-de-dag-7');
      await api().get('/api/protected/profile').set(bearer(before)).expect(401);
      await api().get('/api/protected/profile').set(bearer(after)).expect(200);
      await api().post('/api/auth/login').send({ email: fixture.emails.kitchen, password: PASSWORD }).expect(401);
    });
  });

  describe('password strength (zxcvbn-ts with Dutch, French and English dictionaries)', () => {
    it.each(['welkom123', 'wachtwoord1', 'motdepasse1', 'azerty123'])(
      'refuses %s as too easy to guess, with advice in Dutch, and keeps the password',
      async (weak) => {
        const fixture = await createTenant(t);
        const response = await api()
          .put('/api/protected/profile/password')
          .set(bearer(fixture.tokens.kitchen))
          .send({ currentPassword: PASSWORD, newPassword: weak })
          .expect(400);
        const [refusal] = refusalsOf(response.body, 'newPassword');
        expect(refusal).toMatchObject({ code: 'weak_password', params: { advice: expect.stringMatching(DUTCH_ADVICE) } });
        expect(refusal.message).toMatch(/^newPassword is too easy to guess: /);
        await login(t.http, fixture.emails.kitchen, PASSWORD);
      },
    );

    it("refuses a password built from the user's own name, and accepts a long uncommon one", async () => {
      const fixture = await createTenant(t);
      await api()
        .put('/api/protected/profile/password')
        .set(bearer(fixture.tokens.kitchen))
        .send({ currentPassword: PASSWORD, newPassword: 'kees12345' })
        .expect(400);
      await api()
        .put('/api/protected/profile/password')
        .set(bearer(fixture.tokens.kitchen))
        .send({ currentPassword: PASSWORD, newPassword: 'Lasagne-op-dinsdag' })
        .expect(204);
    });
  });

  describe("passwords built from the product's, the organisation's or the person's own name", () => {
    const superadminToken = () => createSuperadmin(t).then((superadmin) => superadmin.token);

    it.each([
      ['the product', 'Portiepunt2026!'],
      ['the organisation', 'Zorggroep123!'],
      ['the greeting of every first password', 'Welkom123!'],
      ["the admin's own name", 'Bram-Beheer1'],
    ])("refuses one built from %s (%s) for the first admin of De Linde's Zorggroep", async (_from, weak) => {
      const response = await api()
        .post('/api/protected/admin/tenants')
        .set(bearer(await superadminToken()))
        .send({
          name: "De Linde's Zorggroep",
          slug: `linde-${++n}`,
          plan: 'starter',
          admin: { email: address('bram'), firstName: 'Bram', lastName: 'Beheer', password: weak },
        })
        .expect(400);
      const [refusal] = refusalsOf(response.body, 'password');
      expect(refusal).toMatchObject({
        code: 'weak_password',
        params: { advice: expect.stringMatching(/eigen naam|organisatie|Portiepunt/) },
      });
    });

    it('accepts a strong one that merely contains a name', async () => {
      await api()
        .post('/api/protected/admin/tenants')
        .set(bearer(await superadminToken()))
        .send({
          name: "De Linde's Zorggroep",
          slug: `linde-${++n}`,
          plan: 'starter',
          admin: { email: address('bram'), firstName: 'Bram', lastName: 'Beheer', password: 'Linde-Soeplepel-73' },
        })
        .expect(201);
    });

    it("refuses the product's name when a user changes their password", async () => {
      const fixture = await createTenant(t);
      const response = await api()
        .put('/api/protected/profile/password')
        .set(bearer(fixture.tokens.kitchen))
        .send({ currentPassword: PASSWORD, newPassword: 'Portiepunt-2026!' })
        .expect(400);
      expect(refusedFields(response.body)).toEqual(['newPassword']);
    });

    it('checks the reset link before the password: an invalid link with a weak password answers invalid_link', async () => {
      const response = await api().post('/api/auth/reset-password').send({ token: 'not-a-real-token', password: 'Welkom123!' }).expect(400);
      expect(response.body.errors).toEqual(INVALID_LINK);
    });

    it("a reset link refuses a password built from the user's own name", async () => {
      const email = address('ruben');
      await invite(email);
      const token = tokenOf(linkIn(await mailTo(email), 'https://portiepunt.example.nl/wachtwoord-instellen?token='));
      const refused = await api().post('/api/auth/reset-password').send({ token, password: 'Nina-Nieuw-2026' }).expect(400);
      expect(refusalsOf(refused.body, 'password')[0]).toMatchObject({ code: 'weak_password' });
      await api().post('/api/auth/reset-password').send({ token, password: 'Lasagne-op-dinsdag' }).expect(204);
    });
  });

  describe('temporary password', () => {
    it('a user with a temporary password gets 403 password_change_required everywhere but the profile until they change it', async () => {
      const email = address('tijdelijk');
      const created = await api()
        .post('/api/auth/register')
        .set(bearer(tenant.tokens.admin))
        .send({
          email,
          firstName: 'Tim',
          lastName: 'Tijdelijk',
          role: 'staff',
          tenantId: tenant.tenantId,
          password: 'Sleutelbos-op-zolder-4',
        })
        .expect(201);
      expect(created.body.mustChangePassword).toBe(true);
      const loggedIn = await api().post('/api/auth/login').send({ email, password: 'Sleutelbos-op-zolder-4' }).expect(200);
      expect(loggedIn.body.user.mustChangePassword).toBe(true);
      const token = loggedIn.body.token as string;

      const profile = await api().get('/api/protected/profile').set(bearer(token)).expect(200);
      expect(profile.body.mustChangePassword).toBe(true);
      for (const path of ['/api/protected/reservations', `/api/protected/tenants/${tenant.tenantId}/portions`]) {
        const refused = await api().get(path).set(bearer(token)).expect(403);
        expect(refused.body).toMatchObject({ statusCode: 403, code: 'password_change_required' });
      }

      await api()
        .put('/api/protected/profile/password')
        .set(bearer(token))
        .send({ currentPassword: 'Sleutelbos-op-zolder-4', newPassword: 'Eigen-keus-2026' })
        .expect(204);
      const fresh = await api().post('/api/auth/login').send({ email, password: 'Eigen-keus-2026' }).expect(200);
      expect(fresh.body.user.mustChangePassword).toBe(false);
      await api().get('/api/protected/reservations').set(bearer(fresh.body.token)).expect(200);
    });

    it('the seeded demo users have mustChangePassword false', async () => {
      const demo = await createTestApp();
      try {
        await seedDemoData(demo.app);
        const response = await request(demo.http)
          .post('/api/auth/login')
          .send({ email: 'zorg@delinde.nl', password: DEMO_PASSWORD })
          .expect(200);
        expect(response.body.user.mustChangePassword).toBe(false);
      } finally {
        await demo.close();
      }
    });
  });
});
