import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTenant, PASSWORD, type TenantFixture } from '../support/fixtures.js';
import { EventStream, listen } from '../support/portions.js';
import { TokenIssuer, UserRepository } from '../../src/domain/identity/index.js';
import { CLIENT_ID, CLIENT_SECRET, CookieBrowser, PROVIDER_PASSWORD, TestOidcProvider } from '../support/oidc-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { approveSsoDomains } from '../support/sso.js';

const APP_ORIGIN = 'http://portiepunt.test';
const DIRECTORY = '0c7a3b2e-5d1f-4b7a-9c3e-1a2b3c4d5e6f';
const KITCHEN_GROUP = 'keuken-groep';

describe('signing in with the organisation account (OpenID Connect against a real provider)', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let tenant: TenantFixture;
  let n = 0;
  /** The app's cookie of the browser that began the latest sign-in. */
  let appCookie = '';
  const cookieOf = (answer: request.Response) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0];

  beforeAll(async () => {
    t = await createTestApp();
    provider = await TestOidcProvider.start([`${APP_ORIGIN}/api/auth/sso/callback`]);
    tenant = await createTenant(t);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  afterEach(() => {
    provider.tamper = {};
  });

  function configure(f: TenantFixture, changes: Record<string, unknown> = {}) {
    return request(t.http)
      .put(`/api/protected/tenants/${f.tenantId}/sso`)
      .set('Authorization', `Bearer ${f.tokens.admin}`)
      .send({
        issuer: provider.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        domains: ['zorg-delinde.test'],
        roleRules: [{ claim: 'groups', value: KITCHEN_GROUP, role: 'kitchen' }],
        passwordLoginDisabled: false,
        enabled: true,
        ...changes,
      });
  }

  function person(claims: Record<string, unknown> = {}) {
    const login = `person-${++n}`;
    return provider.add({
      login,
      password: PROVIDER_PASSWORD,
      claims: { email: `${login}@zorg-delinde.test`, email_verified: true, given_name: 'Sanne', family_name: `Zorg ${n}`, ...claims },
    });
  }

  /** Start, provider login and consent, callback: where the app sends the browser at the end. */
  async function signIn(login: string, email: string, returnTo = '/dashboard'): Promise<URL> {
    const start = await request(t.http).post('/api/auth/sso/start').send({ email, returnTo }).expect(200);
    appCookie = cookieOf(start);
    const callback = await new CookieBrowser().signIn(start.body.redirectUrl, login, PROVIDER_PASSWORD, APP_ORIGIN);
    const answer = await request(t.http).get(callback.slice(APP_ORIGIN.length)).set('Cookie', appCookie).expect(302);
    expect(answer.headers.location).toMatch(/^\/login\/sso\?/);
    return new URL(answer.headers.location, APP_ORIGIN);
  }

  /** The exchange of a landing's code, in the browser that began the sign-in. */
  const exchangeCode = (landing: URL) =>
    request(t.http)
      .post('/api/auth/sso/exchange')
      .set('Cookie', appCookie)
      .send({ code: landing.searchParams.get('code') });

  beforeAll(async () => {
    await configure(tenant).expect(200);
    await approveSsoDomains(t, tenant.tenantId, ['zorg-delinde.test']);
  });

  it('saves the configuration without ever answering the secret', async () => {
    const answer = await request(t.http)
      .get(`/api/protected/tenants/${tenant.tenantId}/sso`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .expect(200);
    expect(answer.body).toMatchObject({
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecretSet: true,
      domains: ['zorg-delinde.test'],
    });
    expect(JSON.stringify(answer.body)).not.toContain(CLIENT_SECRET);
    const stored = await t.app.get((await import('typeorm')).DataSource).query(`SELECT client_secret_encrypted FROM sso_configurations`);
    expect(JSON.stringify(stored)).not.toContain(CLIENT_SECRET);
  });

  it('creates the user on the first sign-in with the role from the rule, and exchanges the one-time code once', async () => {
    const account = person({ groups: [KITCHEN_GROUP] });
    const landing = await signIn(account.login, String(account.claims.email));
    const code = landing.searchParams.get('code')!;
    expect(code).toBeTruthy();
    expect(landing.toString()).not.toMatch(/eyJ/); // no token in any URL
    const exchange = await request(t.http).post('/api/auth/sso/exchange').set('Cookie', appCookie).send({ code }).expect(200);
    expect(exchange.body.user).toMatchObject({
      email: account.claims.email,
      role: 'kitchen',
      tenantId: tenant.tenantId,
      firstName: 'Sanne',
    });
    expect(exchange.body.returnTo).toBe('/dashboard');
    await request(t.http).get('/api/protected/profile').set('Authorization', `Bearer ${exchange.body.token}`).expect(200);
    // A replayed code is refused.
    const replay = await request(t.http).post('/api/auth/sso/exchange').set('Cookie', appCookie).send({ code }).expect(400);
    expect(replay.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'invalid_link' })]);
  });

  it('finds the same account on later sign-ins by issuer and subject, and updates its name and e-mail', async () => {
    const account = person();
    const first = await exchangeCode(await signIn(account.login, String(account.claims.email))).expect(200);
    account.claims.family_name = 'Nieuwenaam';
    account.claims.email = `renamed-${account.login}@zorg-delinde.test`;
    const second = await exchangeCode(await signIn(account.login, String(account.claims.email))).expect(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.user).toMatchObject({ lastName: 'Nieuwenaam', email: account.claims.email });
  });

  it('links an existing password account with the same e-mail in a listed domain', async () => {
    const email = `bestaand-${randomUUID().slice(0, 8)}@zorg-delinde.test`;
    const created = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/users`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({ email, firstName: 'Bas', lastName: 'Bestaand', role: 'staff', password: PASSWORD })
      .expect(201);
    const account = person({ email });
    const exchange = await exchangeCode(await signIn(account.login, email)).expect(200);
    expect(exchange.body.user.id).toBe(created.body.id);
  });

  it('refuses an e-mail outside the listed domains, and links nothing there', async () => {
    const account = person({ email: `buiten-${n}@elders.test` });
    // The start is asked for a listed domain; the provider answers with another address.
    const landing = await signIn(account.login, `iemand@zorg-delinde.test`);
    expect(landing.searchParams.get('fout')).toBe('sso_email_outside_domains');
    expect(landing.searchParams.get('code')).toBeNull();
  });

  it('refuses a tampered id_token', async () => {
    provider.tamper.idToken = (idToken) => {
      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return [header, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), signature].join('.');
    };
    const account = person();
    const landing = await signIn(account.login, String(account.claims.email));
    expect(landing.searchParams.get('fout')).toBe('sso_failed');
  });

  it('refuses an ID token with another nonce than the one sent', async () => {
    provider.tamper.nonce = () => 'a-nonce-the-app-never-sent';
    const account = person();
    const landing = await signIn(account.login, String(account.claims.email));
    expect(landing.searchParams.get('fout')).toBe('sso_failed');
  });

  it('refuses a callback whose state was never issued, or is used twice', async () => {
    const unknown = await request(t.http).get('/api/auth/sso/callback?code=abc&state=never-issued').expect(302);
    expect(unknown.headers.location).toBe('/login/sso?fout=sso_expired');
  });

  it('lets in only the configured Entra directory (tid), keyed on tid and oid', async () => {
    const other = await createTenant(t);
    await configure(other, { domains: ['entra-org.test'], entraTenantId: DIRECTORY, roleRules: [] }).expect(200);
    await approveSsoDomains(t, other.tenantId, ['entra-org.test']);
    const insider = person({ email: `in-${n}@entra-org.test`, tid: DIRECTORY, oid: randomUUID() });
    const landing = await signIn(insider.login, String(insider.claims.email));
    const exchange = await request(t.http)
      .post('/api/auth/sso/exchange')
      .set('Cookie', appCookie)
      .send({ code: landing.searchParams.get('code') })
      .expect(200);
    expect(exchange.body.user).toMatchObject({ tenantId: other.tenantId, role: 'staff' });
    const outsider = person({ email: `uit-${n}@entra-org.test`, tid: randomUUID(), oid: randomUUID() });
    expect((await signIn(outsider.login, String(outsider.claims.email))).searchParams.get('fout')).toBe('sso_wrong_directory');
  });

  it('refuses a returnTo that leads elsewhere', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dashboard']) {
      const answer = await request(t.http).post('/api/auth/sso/start').send({ email: 'a@zorg-delinde.test', returnTo }).expect(400);
      expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'returnTo' })]));
    }
  });

  it('answers the same 404 for an unknown domain and for a disabled provider', async () => {
    const unknown = await request(t.http).post('/api/auth/sso/start').send({ email: 'a@nergens.test', returnTo: '/dashboard' }).expect(404);
    const disabled = await createTenant(t);
    await configure(disabled, { domains: ['uitgezet.test'], enabled: false }).expect(200);
    await approveSsoDomains(t, disabled.tenantId, ['uitgezet.test']);
    const off = await request(t.http).post('/api/auth/sso/start').send({ email: 'a@uitgezet.test', returnTo: '/dashboard' }).expect(404);
    expect(off.body).toEqual(unknown.body);
  });

  it('refuses a domain that another tenant already lists', async () => {
    const other = await createTenant(t);
    const answer = await configure(other, { domains: ['zorg-delinde.test'] }).expect(409);
    expect(answer.body.code).toBe('sso_domain_taken');
  });

  it('refuses password login and forgot-password under "Alleen inloggen via de organisatie", except for admins and superadmins', async () => {
    const strict = await createTenant(t);
    await configure(strict, { domains: ['streng.test'], passwordLoginDisabled: true }).expect(200);
    await approveSsoDomains(t, strict.tenantId, ['streng.test']);
    const refused = await request(t.http).post('/api/auth/login').send({ email: strict.emails.staff, password: PASSWORD }).expect(403);
    expect(refused.body.code).toBe('sso_required');
    await request(t.http).post('/api/auth/login').send({ email: strict.emails.kitchen, password: PASSWORD }).expect(403);
    // A wrong password still gets the usual 401: the refusal is told only to someone who knows the password.
    await request(t.http).post('/api/auth/login').send({ email: strict.emails.staff, password: 'wrong-password' }).expect(401);
    await request(t.http).post('/api/auth/login').send({ email: strict.emails.admin, password: PASSWORD }).expect(200);
    const forgot = await request(t.http).post('/api/auth/forgot-password').send({ email: 'iemand@streng.test' }).expect(403);
    expect(forgot.body.code).toBe('sso_required');
    await request(t.http).post('/api/auth/forgot-password').send({ email: 'iemand@elders.test' }).expect(202);
  });

  it('ends the sessions and streams of kitchen and staff within 1 second when "Alleen inloggen via de organisatie" is turned on', async () => {
    const strict = await createTenant(t);
    await configure(strict, { domains: ['uitlog.test'] }).expect(200);
    await approveSsoDomains(t, strict.tenantId, ['uitlog.test']);
    const stream = await EventStream.open(await listen(t), strict.tokens.staff);
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    await configure(strict, { domains: ['uitlog.test'], passwordLoginDisabled: true }).expect(200);
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end within 1 s')), 1000)),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    const profile = (token: string) => request(t.http).get('/api/protected/profile').set('Authorization', `Bearer ${token}`);
    await profile(strict.tokens.staff).expect(401);
    await profile(strict.tokens.kitchen).expect(401);
    // The admins keep their password and their session; saving again with the setting still on ends nothing more.
    await profile(strict.tokens.admin).expect(200);
    const staff = (await t.app.get(UserRepository).findByEmail(strict.emails.staff))!;
    const fresh = await t.app.get(TokenIssuer).issue(staff);
    await configure(strict, { domains: ['uitlog.test'], passwordLoginDisabled: true }).expect(200);
    await profile(fresh).expect(200);
  });

  it('shows an admin the claims of a test sign-in, without signing anyone in', async () => {
    const account = person({ groups: ['g1', 'g2'] });
    const start = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/sso/test`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .expect(200);
    appCookie = cookieOf(start);
    const callback = await new CookieBrowser().signIn(start.body.redirectUrl, account.login, PROVIDER_PASSWORD, APP_ORIGIN);
    const answer = await request(t.http).get(callback.slice(APP_ORIGIN.length)).set('Cookie', appCookie).expect(302);
    const landing = new URL(answer.headers.location, APP_ORIGIN);
    expect(landing.searchParams.get('test')).toBe('1');
    const code = landing.searchParams.get('code')!;
    await request(t.http).post('/api/auth/sso/exchange').set('Cookie', appCookie).send({ code }).expect(400);
    const other = await createTenant(t);
    await request(t.http)
      .post(`/api/protected/tenants/${other.tenantId}/sso/test-result`)
      .set('Authorization', `Bearer ${other.tokens.admin}`)
      .set('Cookie', appCookie)
      .send({ code })
      .expect(400);
  });

  it('answers the claims of a test sign-in to the admin of its tenant', async () => {
    const account = person({ groups: ['g1', 'g2'] });
    const start = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/sso/test`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .expect(200);
    appCookie = cookieOf(start);
    const callback = await new CookieBrowser().signIn(start.body.redirectUrl, account.login, PROVIDER_PASSWORD, APP_ORIGIN);
    const answer = await request(t.http).get(callback.slice(APP_ORIGIN.length)).set('Cookie', appCookie).expect(302);
    const code = new URL(answer.headers.location, APP_ORIGIN).searchParams.get('code');
    const result = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/sso/test-result`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .set('Cookie', appCookie)
      .send({ code })
      .expect(200);
    expect(result.body.claims).toMatchObject({ sub: account.login, email: account.claims.email, groups: ['g1', 'g2'] });
  });

  it('accepts only https issuers in production', async () => {
    const production = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret, nodeEnv: 'production' });
    try {
      const answer = await request(production.http)
        .put(`/api/protected/tenants/${tenant.tenantId}/sso`)
        .set('Authorization', `Bearer ${tenant.tokens.admin}`)
        .send({
          issuer: provider.issuer,
          clientId: CLIENT_ID,
          domains: ['zorg-delinde.test'],
          roleRules: [],
          passwordLoginDisabled: false,
          enabled: true,
        })
        .expect(400);
      expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'issuer' })]));
    } finally {
      await production.close();
    }
  });
});
