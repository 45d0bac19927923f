import request from 'supertest';
import { TokenIssuer } from '../../src/domain/identity/token-issuer.js';
import { UserRepository } from '../../src/domain/identity/user.repository.js';
import { createTenant, type TenantFixture } from '../support/fixtures.js';
import { EventStream, listen } from '../support/portions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SCIM_JSON = 'application/scim+json';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

describe('SCIM 2.0 provisioning at /scim/v2', () => {
  let t: TestApp;
  let baseUrl: string;
  let tenant: TenantFixture;
  let scimToken: string;

  const scim = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, token = scimToken) =>
    request(t.http)[method](`/scim/v2${path}`).set('Authorization', `Bearer ${token}`).set('Content-Type', SCIM_JSON);

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t);
    tenant = await createTenant(t);
    const created = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/scim-tokens`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({ name: 'Entra ID' })
      .expect(201);
    expect(created.body.token).toMatch(/^pp_scim_/);
    scimToken = created.body.token;
    await request(t.http)
      .put(`/api/protected/tenants/${tenant.tenantId}/sso`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({
        issuer: 'https://login.example.test/v2.0',
        clientId: 'c',
        clientSecret: 's',
        domains: ['scim-org.test'],
        roleRules: [{ claim: 'groups', value: 'Keukenpersoneel', role: 'kitchen' }],
        passwordLoginDisabled: true,
        enabled: true,
      })
      .expect(200);
  });
  afterAll(() => t.close());

  it('lists tokens without the token itself, and a revoked token answers 401 in the SCIM error schema', async () => {
    const extra = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/scim-tokens`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({ name: 'Tijdelijk' })
      .expect(201);
    const list = await request(t.http)
      .get(`/api/protected/tenants/${tenant.tenantId}/scim-tokens`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .expect(200);
    expect(JSON.stringify(list.body)).not.toContain('pp_scim_');
    expect(list.body.map((token: { name: string }) => token.name)).toEqual(expect.arrayContaining(['Entra ID', 'Tijdelijk']));
    await scim('get', '/Users', extra.body.token).expect(200);
    await request(t.http)
      .delete(`/api/protected/tenants/${tenant.tenantId}/scim-tokens/${extra.body.id}`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .expect(200);
    const refused = await scim('get', '/Users', extra.body.token).expect(401);
    expect(refused.headers['content-type']).toContain(SCIM_JSON);
    expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    await request(t.http).get('/scim/v2/Users').expect(401);
    // A login token is no SCIM token.
    await scim('get', '/Users', tenant.tokens.admin).expect(401);
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await scim('get', '/ServiceProviderConfig').expect(200);
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true }, bulk: { supported: false } });
    const types = await scim('get', '/ResourceTypes').expect(200);
    expect(types.body.Resources.map((type: { name: string }) => type.name)).toEqual(expect.arrayContaining(['User', 'Group']));
    const schemas = await scim('get', '/Schemas').expect(200);
    expect(schemas.body.Resources.map((schema: { id: string }) => schema.id)).toContain(USER_SCHEMA);
    await scim('get', `/Schemas/${USER_SCHEMA}`).expect(200);
  });

  it('replays Entra ID\'s provisioning sequence: filter, create, filter, PATCH Replace, deactivate with "False", delete; audited as SCIM', async () => {
    const userName = 'pieter.jansen@scim-org.test';
    // 1. Entra looks the user up first.
    const none = await scim('get', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`).expect(200);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    // 2. Create.
    const created = await scim('post', '/Users')
      .send({
        schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        externalId: 'pieter',
        userName,
        active: true,
        emails: [{ primary: true, type: 'work', value: userName }],
        meta: { resourceType: 'User' },
        name: { formatted: 'Pieter Jansen', familyName: 'Jansen', givenName: 'Pieter' },
        roles: [],
      })
      .expect(201);
    expect(created.headers['content-type']).toContain(SCIM_JSON);
    expect(created.body).toMatchObject({
      userName,
      active: true,
      externalId: 'pieter',
      name: { givenName: 'Pieter', familyName: 'Jansen' },
    });
    const id = created.body.id as string;
    // A duplicate userName is a SCIM uniqueness error.
    const duplicate = await scim('post', '/Users')
      .send({ schemas: [USER_SCHEMA], userName, active: true })
      .expect(409);
    expect(duplicate.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '409', scimType: 'uniqueness' });
    // 3. The filter now finds the user.
    const found = await scim('get', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`).expect(200);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(id);
    // 4. PATCH with Entra's capitalised operations.
    const patched = await scim('patch', `/Users/${id}`)
      .send({
        schemas: [PATCH_SCHEMA],
        Operations: [
          { op: 'Replace', path: 'name.familyName', value: 'Jansen-de Vries' },
          { op: 'Add', path: 'displayName', value: 'Pieter Jansen-de Vries' },
        ],
      })
      .expect(200);
    expect(patched.body.name.familyName).toBe('Jansen-de Vries');
    // 5. Deactivate with Entra's string boolean.
    const deactivated = await scim('patch', `/Users/${id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] })
      .expect(200);
    expect(deactivated.body.active).toBe(false);
    const again = await scim('patch', `/Users/${id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', value: { active: 'True' } }] })
      .expect(200);
    expect(again.body.active).toBe(true);
    // 6. Delete deactivates: the user and their history stay.
    await scim('delete', `/Users/${id}`).expect(204);
    const user = await t.app.get(UserRepository).findInTenant(tenant.tenantId, id);
    expect(user?.isActive).toBe(false);
    const audit = await request(t.http)
      .get(`/api/protected/tenants/${tenant.tenantId}/audit`)
      .query({ filter: JSON.stringify({ action: 'user.deactivated' }) })
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .expect(200);
    expect(audit.body.find((entry: { targetId: string }) => entry.targetId === id)).toMatchObject({ actorName: 'SCIM', actorId: null });
  });

  it("ends the user's open event stream within 1 second of a SCIM deactivation", async () => {
    const created = await scim('post', '/Users')
      .send({ schemas: [USER_SCHEMA], userName: 'stream@scim-org.test', name: { givenName: 'S', familyName: 'T' } })
      .expect(201);
    const user = (await t.app.get(UserRepository).findInTenant(tenant.tenantId, created.body.id))!;
    const stream = await EventStream.open(baseUrl, await t.app.get(TokenIssuer).issue(user));
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    await scim('patch', `/Users/${created.body.id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] })
      .expect(200);
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end within 1 s')), 1000)),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives the members of a group the role of its rule, and takes it back when they leave', async () => {
    const member = await scim('post', '/Users')
      .send({ schemas: [USER_SCHEMA], userName: 'kok@scim-org.test', name: { givenName: 'K', familyName: 'Kok' } })
      .expect(201);
    const group = await scim('post', '/Groups')
      .send({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'Keukenpersoneel',
        members: [{ value: member.body.id }],
      })
      .expect(201);
    expect((await t.app.get(UserRepository).findInTenant(tenant.tenantId, member.body.id))?.role).toBe('kitchen');
    await scim('patch', `/Groups/${group.body.id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Remove', path: `members[value eq "${member.body.id}"]` }] })
      .expect((response) => expect([200, 204]).toContain(response.status));
    expect((await t.app.get(UserRepository).findInTenant(tenant.tenantId, member.body.id))?.role).toBe('staff');
  });

  it('never shows or changes another tenant’s users', async () => {
    const other = await createTenant(t);
    await scim('get', `/Users/${other.userIds.staff}`).expect(404);
    await scim('patch', `/Users/${other.userIds.staff}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: 'active', value: false }] })
      .expect(404);
    await scim('delete', `/Users/${other.userIds.staff}`).expect(404);
    const list = await scim('get', '/Users').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(other.userIds.staff);
  });

  it("reads and writes the enterprise extension's employeeNumber (POST, GET, PATCH by path, remove; PUT without the extension keeps it)", async () => {
    const types = await scim('get', '/ResourceTypes/User').expect(200);
    expect(types.body.schemaExtensions).toEqual([expect.objectContaining({ schema: ENTERPRISE })]);
    const schema = await scim('get', `/Schemas/${ENTERPRISE}`).expect(200);
    expect(schema.body.attributes.map((attribute: { name: string }) => attribute.name)).toContain('employeeNumber');

    const userName = 'nummer.houder@scim-org.test';
    const admin = { Authorization: `Bearer ${tenant.tokens.admin}` };
    const viaApi = async (id: string) =>
      (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/users/${id}`).set(admin).expect(200)).body.employeeNumber;
    const created = await scim('post', '/Users')
      .send({
        schemas: [USER_SCHEMA, ENTERPRISE],
        userName,
        name: { givenName: 'Nina', familyName: 'Nummer' },
        [ENTERPRISE]: { employeeNumber: ' 10442 ', department: 'Keuken' },
      })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body[ENTERPRISE]).toEqual({ employeeNumber: '10442' });
    expect(await viaApi(id)).toBe('10442');
    expect((await scim('get', `/Users/${id}`).expect(200)).body[ENTERPRISE]).toEqual({ employeeNumber: '10442' });

    const byPath = await scim('patch', `/Users/${id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:employeeNumber`, value: 'P-7' }] })
      .expect(200);
    expect(byPath.body[ENTERPRISE]).toEqual({ employeeNumber: 'P-7' });
    expect(await viaApi(id)).toBe('P-7');

    // A directory that does not map the number (no extension in the body) leaves it as it is.
    await scim('put', `/Users/${id}`)
      .send({ schemas: [USER_SCHEMA], userName, name: { givenName: 'Nina', familyName: 'Nummer' } })
      .expect(200);
    expect(await viaApi(id)).toBe('P-7');

    const tooLong = await scim('patch', `/Users/${id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:employeeNumber`, value: '1'.repeat(51) }] })
      .expect(400);
    expect(tooLong.body).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: 'invalidValue' });
    expect(await viaApi(id)).toBe('P-7');

    // SCIMMY answers 204 when the resulting representation shows no difference it tracks: both mean done (RFC 7644 §3.5.2).
    const removed = await scim('patch', `/Users/${id}`).send({
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Remove', path: `${ENTERPRISE}:employeeNumber` }],
    });
    expect([200, 204]).toContain(removed.status);
    expect(await viaApi(id)).toBeNull();

    const unknown = await scim('patch', `/Users/${id}`)
      .send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:shoeSize`, value: '44' }] })
      .expect(400);
    expect(unknown.body).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: 'invalidPath' });
  });

  it('answers bad input with SCIM errors, never 500', async () => {
    const cases: [string, ReturnType<typeof scim>][] = [
      ['malformed filter', scim('get', `/Users?filter=${encodeURIComponent('userName eq "x" and (')}`)],
      ['unknown filter operator', scim('get', `/Users?filter=${encodeURIComponent('userName zz "x"')}`)],
      ['bad startIndex', scim('get', '/Users?startIndex=abc')],
      ['unknown attribute', scim('post', '/Users').send({ schemas: [USER_SCHEMA], userName: 'x@scim-org.test', shoeSize: 44 })],
      ['wrong schema', scim('post', '/Users').send({ schemas: ['urn:example:nothing'], userName: 'y@scim-org.test' })],
      ['no userName', scim('post', '/Users').send({ schemas: [USER_SCHEMA] })],
      ['userName not an address', scim('post', '/Users').send({ schemas: [USER_SCHEMA], userName: 'not-an-address' })],
      ['array body', scim('post', '/Users').send([1, 2])],
      ['bad JSON', scim('post', '/Users').send('{"schemas":')],
      ['active of the wrong type', scim('post', '/Users').send({ schemas: [USER_SCHEMA], userName: 'z@scim-org.test', active: 'maybe' })],
      [
        'bad patch op',
        scim('patch', `/Users/${tenant.userIds.staff}`).send({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'Explode', path: 'active' }] }),
      ],
      ['patch without Operations', scim('patch', `/Users/${tenant.userIds.staff}`).send({ schemas: [PATCH_SCHEMA] })],
      [
        'bad patch path',
        scim('patch', `/Users/${tenant.userIds.staff}`).send({
          schemas: [PATCH_SCHEMA],
          Operations: [{ op: 'replace', path: 'nope[[', value: 1 }],
        }),
      ],
      ['not a UUID', scim('get', '/Users/not-a-uuid')],
      [
        'unknown group member',
        scim('post', '/Groups').send({
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
          displayName: 'G',
          members: [{ value: 'nobody' }],
        }),
      ],
      [
        'constructor key',
        scim('post', '/Users').send('{"schemas":["' + USER_SCHEMA + '"],"userName":"c@scim-org.test","constructor":{"a":1}}'),
      ],
      [
        '__proto__ key',
        scim('post', '/Users').send('{"schemas":["' + USER_SCHEMA + '"],"userName":"p@scim-org.test","__proto__":{"a":1}}'),
      ],
    ];
    for (const [what, call] of cases) {
      const answer = await call;
      expect({ what, status: answer.status, ok: answer.status < 500 && answer.status >= 400 }).toEqual({
        what,
        status: answer.status,
        ok: true,
      });
      expect({ what, schemas: answer.body.schemas }).toEqual({ what, schemas: [ERROR_SCHEMA] });
    }
  });
});
