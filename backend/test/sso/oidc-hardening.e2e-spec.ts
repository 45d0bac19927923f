import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { UserRepository } from '../../src/domain/identity/index.js';
import { OutboundTargetGuard } from '../../src/infrastructure/platform/outbound/outbound-target-guard.js';
import { guardedFetch } from '../../src/infrastructure/platform/outbound/guarded-fetch.js';
import type { AppConfig } from '../../src/infrastructure/platform/config/config.js';
import { createTenant, PASSWORD, type TenantFixture } from '../support/fixtures.js';
import { CLIENT_ID, CLIENT_SECRET, CookieBrowser, PROVIDER_PASSWORD, TestOidcProvider } from '../support/oidc-provider.js';
import { TestClock } from '../support/portions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { approveSsoDomains } from '../support/sso.js';

const APP_ORIGIN = 'http://portiepunt.test';
const DOMAIN = 'hardening-zorg.test';

/** What the outside test of November 2026 found in the sign-in through the organisation's provider, one test per finding. */
describe('organisation sign-in hardening', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let tenant: TenantFixture;
  const clock = new TestClock();
  let n = 0;

  const cookieOf = (answer: request.Response) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0];

  function configure(f: TenantFixture, changes: Record<string, unknown> = {}, app = t) {
    return request(app.http)
      .put(`/api/protected/tenants/${f.tenantId}/sso`)
      .set('Authorization', `Bearer ${f.tokens.admin}`)
      .send({
        issuer: provider.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        domains: [DOMAIN],
        roleRules: [],
        passwordLoginDisabled: false,
        enabled: true,
        ...changes,
      });
  }

  function person(claims: Record<string, unknown> = {}) {
    const login = `hardening-${++n}`;
    return provider.add({
      login,
      password: PROVIDER_PASSWORD,
      claims: { email: `${login}@${DOMAIN}`, email_verified: true, given_name: 'Sanne', family_name: `Zorg ${n}`, ...claims },
    });
  }

  /** Start (this browser's cookie), the provider's pages, and the callback with `callbackCookie` (default: the same browser's). */
  async function signIn(login: string, email: string, options: { callbackCookie?: string; beforeCallback?: () => void } = {}) {
    const start = await request(t.http).post('/api/auth/sso/start').send({ email, returnTo: '/dashboard' }).expect(200);
    const cookie = cookieOf(start);
    const callback = await new CookieBrowser().signIn(start.body.redirectUrl, login, PROVIDER_PASSWORD, APP_ORIGIN);
    options.beforeCallback?.();
    const answer = await request(t.http)
      .get(callback.slice(APP_ORIGIN.length))
      .set('Cookie', options.callbackCookie ?? cookie)
      .expect(302);
    return { landing: new URL(answer.headers.location, APP_ORIGIN), cookie };
  }

  const exchange = (code: string | null, cookie: string, body: Record<string, unknown> = {}) =>
    request(t.http)
      .post('/api/auth/sso/exchange')
      .set('Cookie', cookie)
      .send({ code, ...body });

  async function passwordAccount(role: 'staff' | 'admin') {
    const email = `bestaand-${++n}@${DOMAIN}`;
    const created = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/users`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({ email, firstName: 'Bas', lastName: 'Bestaand', role, password: PASSWORD })
      .expect(201);
    return { id: created.body.id as string, email };
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    provider = await TestOidcProvider.start([`${APP_ORIGIN}/api/auth/sso/callback`]);
    tenant = await createTenant(t);
    await configure(tenant).expect(200);
    await approveSsoDomains(t, tenant.tenantId, [DOMAIN]);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  // Starts are throttled per client IP (every test request comes from the same one): each test begins in a fresh window.
  beforeEach(() => clock.advance(11 * 60_000));

  describe('linking', () => {
    it('links an existing account only when the provider says the address is verified', async () => {
      const account = await passwordAccount('staff');
      for (const email_verified of [false, undefined, 'true']) {
        const unverified = person({ email: account.email, email_verified });
        const { landing } = await signIn(unverified.login, account.email);
        expect({ email_verified, refused: landing.searchParams.get('fout') }).toEqual({ email_verified, refused: 'sso_email_unverified' });
      }
      const verified = person({ email: account.email });
      const { landing, cookie } = await signIn(verified.login, account.email);
      const answer = await exchange(landing.searchParams.get('code'), cookie).expect(200);
      expect(answer.body.user.id).toBe(account.id);
    });

    it('never links a second subject to an account that already has one', async () => {
      const account = await passwordAccount('staff');
      const first = person({ email: account.email });
      const linked = await signIn(first.login, account.email);
      await exchange(linked.landing.searchParams.get('code'), linked.cookie).expect(200);
      const second = person({ email: account.email });
      const { landing } = await signIn(second.login, account.email);
      expect(landing.searchParams.get('fout')).toBe('sso_account_linked');
    });

    it("links an admin's account only once the admin confirms with their password", async () => {
      const admin = await passwordAccount('admin');
      const subject = person({ email: admin.email });
      const first = await signIn(subject.login, admin.email);
      expect(first.landing.searchParams.get('bevestigen')).toBe('1');
      const wrong = await exchange(first.landing.searchParams.get('code'), first.cookie, { password: 'Niet-het-wachtwoord1' }).expect(400);
      expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'wrong_password' })]);
      // Not linked: the next sign-in asks again, and the right password links and signs in.
      const second = await signIn(subject.login, admin.email);
      expect(second.landing.searchParams.get('bevestigen')).toBe('1');
      await exchange(second.landing.searchParams.get('code'), second.cookie).expect(400);
      const third = await signIn(subject.login, admin.email);
      const confirmed = await exchange(third.landing.searchParams.get('code'), third.cookie, { password: PASSWORD }).expect(200);
      expect(confirmed.body.user).toMatchObject({ id: admin.id, role: 'admin' });
      const later = await signIn(subject.login, admin.email);
      expect(later.landing.searchParams.get('bevestigen')).toBeNull();
      await exchange(later.landing.searchParams.get('code'), later.cookie).expect(200);
    });

    it('keeps the stored name when a sign-in carries no name claims', async () => {
      const named = person({ given_name: 'Marieke', family_name: 'Verhoeven' });
      const first = await signIn(named.login, String(named.claims.email));
      const created = await exchange(first.landing.searchParams.get('code'), first.cookie).expect(200);
      delete named.claims.given_name;
      delete named.claims.family_name;
      const again = await signIn(named.login, String(named.claims.email));
      await exchange(again.landing.searchParams.get('code'), again.cookie).expect(200);
      const user = (await t.app.get(UserRepository).findById(created.body.user.id))!.toState();
      expect({ firstName: user.firstName, lastName: user.lastName }).toEqual({ firstName: 'Marieke', lastName: 'Verhoeven' });
    });
  });

  describe('login CSRF: the sign-in is bound to the browser that began it', () => {
    it('sets an HttpOnly, SameSite=Lax cookie with a random value at the start', async () => {
      const starts = await Promise.all(
        [1, 2].map(() =>
          request(t.http)
            .post('/api/auth/sso/start')
            .send({ email: `x@${DOMAIN}`, returnTo: '/dashboard' })
            .expect(200),
        ),
      );
      const [one, two] = starts.map((start) => String(start.headers['set-cookie']?.[0]));
      expect(one).toMatch(/^portiepunt_sso=[A-Za-z0-9_-]{43}; .*HttpOnly/);
      expect(one).toContain('SameSite=Lax');
      expect(cookieOf(starts[0])).not.toBe(cookieOf(starts[1]));
      expect(two).toContain('HttpOnly');
    });

    it('refuses a callback in a browser without the cookie, and one with another sign-in’s cookie', async () => {
      const account = person();
      const other = await request(t.http)
        .post('/api/auth/sso/start')
        .send({ email: `x@${DOMAIN}`, returnTo: '/dashboard' })
        .expect(200);
      for (const callbackCookie of ['', cookieOf(other)]) {
        const { landing } = await signIn(account.login, String(account.claims.email), { callbackCookie });
        expect(landing.searchParams.get('fout')).toBe('sso_other_browser');
        expect(landing.searchParams.get('code')).toBeNull();
      }
    });

    it('refuses the exchange in a browser without the cookie', async () => {
      const account = person();
      const { landing } = await signIn(account.login, String(account.claims.email));
      const refused = await exchange(landing.searchParams.get('code'), '').expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'other_browser' })]);
    });

    it('lets a pending sign-in live 10 minutes, and the exchange code 60 seconds, once', async () => {
      const late = person();
      const expired = await signIn(late.login, String(late.claims.email), { beforeCallback: () => clock.advance(10 * 60_000 + 1000) });
      expect(expired.landing.searchParams.get('fout')).toBe('sso_expired');
      const slow = person();
      const { landing, cookie } = await signIn(slow.login, String(slow.claims.email));
      clock.advance(61_000);
      await exchange(landing.searchParams.get('code'), cookie).expect(400);
      const quick = person();
      const inTime = await signIn(quick.login, String(quick.claims.email));
      clock.advance(59_000);
      await exchange(inTime.landing.searchParams.get('code'), inTime.cookie).expect(200);
      await exchange(inTime.landing.searchParams.get('code'), inTime.cookie).expect(400);
    });
  });

  it('accepts as returnTo only a normalised path of the app', async () => {
    const refused = [
      '/a/../dashboard',
      '/./dashboard',
      '/%2e%2e/dashboard',
      '/dashboard/.',
      '/a%2fb',
      '/a%2Fb',
      '/a%5cb',
      '/dashboard%0d%0aSet-Cookie:x',
      '/dashboard\u0007',
      '/api/auth/login',
      '/API/protected/profile',
      '/api',
      '/scim/v2/Users',
      '/dash board',
    ];
    for (const returnTo of refused) {
      const answer = await request(t.http)
        .post('/api/auth/sso/start')
        .send({ email: `x@${DOMAIN}`, returnTo });
      expect({ returnTo, status: answer.status }).toEqual({ returnTo, status: 400 });
    }
    for (const returnTo of ['/dashboard', '/dashboard/portions?status=open#top', '/apiary']) {
      const answer = await request(t.http)
        .post('/api/auth/sso/start')
        .send({ email: `x@${DOMAIN}`, returnTo });
      expect({ returnTo, status: answer.status }).toEqual({ returnTo, status: 200 });
    }
  });

  describe('outbound requests', () => {
    it('refuses in production, with 400, an issuer that is not https or points to a loopback, private or metadata address', async () => {
      const production = await createTestApp({ databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret, nodeEnv: 'production' });
      try {
        const issuers = [
          'http://login.example.com',
          'https://127.0.0.1/',
          'https://localhost/',
          'https://10.0.0.8/',
          'https://192.168.1.1/',
          'https://169.254.169.254/latest/meta-data',
          'https://[::1]/',
          'https://[::ffff:127.0.0.1]/',
          'https://[::ffff:a9fe:a9fe]/',
          'https://2130706433/',
          'https://0x7f000001/',
          'https://127.1/',
          'https://0177.0.0.1/',
        ];
        for (const issuer of issuers) {
          const answer = await configure(tenant, { issuer }, production);
          expect({ issuer, status: answer.status, field: answer.body.errors?.[0]?.field }).toEqual({
            issuer,
            status: 400,
            field: 'issuer',
          });
        }
      } finally {
        await production.close();
      }
    });

    it('sends discovery, keys, token and userinfo requests through the guard, refused at connect in production', async () => {
      const guard = new OutboundTargetGuard({ nodeEnv: 'production' } as AppConfig);
      const fetch = guardedFetch(guard);
      await expect(fetch('http://127.0.0.1:9/.well-known/openid-configuration', { method: 'GET', headers: {} })).rejects.toThrow(/refused/);
      await expect(fetch('https://localhost/jwks', { method: 'GET', headers: {} })).rejects.toThrow(/refused/);
      // Outside production the guard lets local providers through (tests, development).
      const local = guardedFetch(new OutboundTargetGuard({ nodeEnv: 'test' } as AppConfig));
      const answer = await local(`${provider.issuer}/.well-known/openid-configuration`, { method: 'GET', headers: {} });
      expect((await answer.json()).issuer).toBe(provider.issuer);
    });

    it('remembers a failed discovery for a minute, and answers one generic text', async () => {
      let discoveries = 0;
      const broken: Server = createServer((_request, response) => {
        discoveries++;
        response.writeHead(500).end('internal detail: db01.intern:5432 refused');
      });
      await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
      try {
        const other = await createTenant(t);
        const domain = `kapot-${n++}.test`;
        await configure(other, { issuer: `http://localhost:${(broken.address() as AddressInfo).port}`, domains: [domain] }).expect(200);
        await approveSsoDomains(t, other.tenantId, [domain]);
        const start = () =>
          request(t.http)
            .post('/api/auth/sso/start')
            .send({ email: `a@${domain}`, returnTo: '/dashboard' });
        const first = await start().expect(409);
        const second = await start().expect(409);
        expect(discoveries).toBe(1);
        expect(first.body).toEqual(second.body);
        expect(first.body).toMatchObject({
          code: 'sso_provider_unreachable',
          message: "The organisation's sign-in is not available right now",
        });
        expect(JSON.stringify(first.body)).not.toMatch(/localhost|500|db01/);
        clock.advance(61_000);
        await start().expect(409);
        expect(discoveries).toBe(2);
      } finally {
        broken.closeAllConnections();
        await new Promise((resolve) => broken.close(resolve));
      }
    });
  });

  it('throttles POST /api/auth/sso/start per client IP (429 with Retry-After)', async () => {
    const start = () => request(t.http).post('/api/auth/sso/start').send({ email: 'a@nergens.test', returnTo: '/dashboard' });
    for (let i = 0; i < 30; i++) await start().expect(404);
    const answer = await start().expect(429);
    expect(answer.body.code).toBe('too_many_sso_starts');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(11 * 60_000);
    await start().expect(404);
  });
});
