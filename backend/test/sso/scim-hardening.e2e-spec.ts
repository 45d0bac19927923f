import request from 'supertest';
import { UserRepository } from '../../src/domain/identity/user.repository.js';
import { createTenant, type TenantFixture } from '../support/fixtures.js';
import { TestClock } from '../support/portions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SCIM_JSON = 'application/scim+json';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** What the outside test of November 2026 found in SCIM provisioning, one test per finding. */
describe('SCIM hardening', () => {
  let t: TestApp;
  let tenant: TenantFixture;
  let scimToken: string;
  const clock = new TestClock();

  const scim = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, token = scimToken) =>
    request(t.http)[method](`/scim/v2${path}`).set('Authorization', `Bearer ${token}`).set('Content-Type', SCIM_JSON);
  const asAdmin = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = tenant.tokens.admin) =>
    request(t.http)[method](`/api/protected/tenants/${tenant.tenantId}${path}`).set('Authorization', `Bearer ${token}`);
  const replace = (id: string, path: string, value: unknown) =>
    scim('patch', `/Users/${id}`).send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', path, value }] });

  async function newToken(token = tenant.tokens.admin): Promise<{ id: string; token: string }> {
    return (await asAdmin('post', '/scim-tokens', token).send({ name: 'Entra ID' }).expect(201)).body;
  }

  /** A second admin of the tenant with their own login token. */
  async function secondAdmin(): Promise<{ id: string; token: string }> {
    const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2)}@test.nl`;
    const created = await request(t.http)
      .post('/api/auth/register')
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({ email, firstName: 'Bea', lastName: 'Beheer', role: 'admin', tenantId: tenant.tenantId })
      .expect(201);
    const { TokenIssuer } = await import('../../src/domain/identity/token-issuer.js');
    const user = (await t.app.get(UserRepository).findById(created.body.id))!;
    return { id: user.id, token: await t.app.get(TokenIssuer).issue(user) };
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    tenant = await createTenant(t);
    scimToken = (await newToken()).token;
  });
  // SCIM is throttled per token and second: each test starts in a fresh second of the hand-moved clock.
  beforeEach(() => clock.advance(2000));
  afterAll(() => t.close());

  it("never changes an admin account's sign-in address, role or active state (403), but may change its name", async () => {
    const admin = tenant.userIds.admin;
    for (const [path, value] of [
      ['active', false],
      ['userName', 'elsewhere@test.nl'],
    ] as const) {
      const refused = await replace(admin, path, value).expect(403);
      expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '403', scimType: 'mutability' });
    }
    await scim('delete', `/Users/${admin}`).expect(403);
    const named = await replace(admin, 'name.givenName', 'Adriana').expect(200);
    expect(named.body.name.givenName).toBe('Adriana');
    // A group whose rule gives "staff" leaves the admin an admin.
    await asAdmin('put', '/sso')
      .send({
        issuer: 'https://login.example.test/v2.0',
        clientId: 'c',
        clientSecret: 's',
        domains: [`scim-hardening-${Date.now()}.test`],
        roleRules: [{ claim: 'groups', value: 'Keuken', role: 'kitchen' }],
        passwordLoginDisabled: false,
        enabled: true,
      })
      .expect(200);
    await scim('post', '/Groups')
      .send({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Keuken', members: [{ value: admin }] })
      .expect(201);
    const user = (await t.app.get(UserRepository).findInTenant(tenant.tenantId, admin))!;
    expect({ role: user.role, isActive: user.isActive, email: user.email }).toEqual({
      role: 'admin',
      isActive: true,
      email: tenant.emails.admin,
    });
  });

  it('never changes the address of an account with a password (400 mutability), but does of its own password-less accounts', async () => {
    const refused = await replace(tenant.userIds.staff, 'userName', 'staff-elsewhere@test.nl').expect(400);
    expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: 'mutability' });
    expect((await t.app.get(UserRepository).findInTenant(tenant.tenantId, tenant.userIds.staff))?.email).toBe(tenant.emails.staff);

    const created = await scim('post', '/Users')
      .send({ schemas: [USER_SCHEMA], userName: 'getrouwd@test.nl', name: { givenName: 'Lies', familyName: 'Smit' } })
      .expect(201);
    const renamed = await replace(created.body.id, 'userName', 'lies.jansen@test.nl').expect(200);
    expect(renamed.body.userName).toBe('lies.jansen@test.nl');
  });

  it('stops a token when the admin who made it loses admin rights, and when they are deactivated', async () => {
    for (const change of [{ role: 'staff' }, { isActive: false }]) {
      const maker = await secondAdmin();
      const token = (await newToken(maker.token)).token;
      await scim('get', '/Users', token).expect(200);
      await asAdmin('put', `/users/${maker.id}`).send(change).expect(200);
      const refused = await scim('get', '/Users', token).expect(401);
      expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    }
  });

  it('lists who made each token and when it was last used', async () => {
    const made = await newToken();
    const before = await asAdmin('get', '/scim-tokens').expect(200);
    expect(before.body.find((token: { id: string }) => token.id === made.id)).toMatchObject({
      createdBy: { id: tenant.userIds.admin, name: expect.stringMatching(/Admin$/) },
      lastUsedAt: null,
    });
    await scim('get', '/ServiceProviderConfig', made.token).expect(200);
    const after = await asAdmin('get', '/scim-tokens').expect(200);
    expect(after.body.find((token: { id: string }) => token.id === made.id).lastUsedAt).toBe(clock.now().toISOString());
  });

  it('answers no-store and the SCIM error shape everywhere, also for the input guard and a __proto__ key in a JSON body', async () => {
    const answers = [
      await scim('get', '/Users').expect(200),
      await scim('get', '/Users', 'pp_scim_nonsense').expect(401),
      await scim('get', `/Users?filter=${encodeURIComponent('userName eq "a\u0001b"')}`).expect(400),
      await scim('get', '/Users?count=1&count=2').expect(400),
      await scim('post', '/Users')
        .set('Content-Type', 'application/json')
        .send(`{"schemas":["${USER_SCHEMA}"],"userName":"proto@test.nl","__proto__":{"x":1}}`)
        .expect(400),
      await scim('post', '/Users')
        .send({ schemas: [USER_SCHEMA], userName: 'deep@test.nl', name: nested(20) })
        .expect(400),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    for (const answer of answers.slice(1)) {
      expect(answer.headers['content-type']).toContain(SCIM_JSON);
      expect(answer.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(answer.status), detail: expect.any(String) });
    }
  });

  it('answers 400 to values longer than their field, never cutting them', async () => {
    const cases = [
      { userName: 'long-name@test.nl', name: { givenName: 'x'.repeat(101), familyName: 'Kort' } },
      { userName: 'long-family@test.nl', name: { givenName: 'Kort', familyName: 'y'.repeat(101) } },
      { userName: 'long-display@test.nl', displayName: `${'z'.repeat(101)} Kort` },
      { userName: 'long-external@test.nl', externalId: 'e'.repeat(501), name: { givenName: 'A', familyName: 'B' } },
    ];
    for (const body of cases) {
      const refused = await scim('post', '/Users').send({ schemas: [USER_SCHEMA], ...body });
      expect({ body: body.userName, status: refused.status, scimType: refused.body.scimType }).toEqual({
        body: body.userName,
        status: 400,
        scimType: 'invalidValue',
      });
      expect(await t.app.get(UserRepository).findByEmail(body.userName)).toBeNull();
    }
  });

  it('throttles each token at 50 requests a second (SCIM 429 with Retry-After), leaving other tokens alone', async () => {
    const busy = (await newToken()).token;
    for (let i = 0; i < 50; i++) await scim('get', '/ServiceProviderConfig', busy).expect(200);
    const refused = await scim('get', '/ServiceProviderConfig', busy).expect(429);
    expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await scim('get', '/ServiceProviderConfig').expect(200);
    clock.advance(1001);
    await scim('get', '/ServiceProviderConfig', busy).expect(200);
  });
});

function nested(depth: number): unknown {
  return depth === 0 ? 'x' : { a: nested(depth - 1) };
}
