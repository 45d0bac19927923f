import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { CommissionLedgerJob } from '../src/infrastructure/partners/jobs/commission-ledger.job.js';
import { NotificationJobs } from '../src/infrastructure/notifications/jobs/notification.jobs.js';
import { PortionExpiryJob } from '../src/infrastructure/portions/jobs/portion-expiry.job.js';
import { RetentionJob } from '../src/infrastructure/data-rights/jobs/retention.job.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { REPO_ROOT } from '../src/infrastructure/platform/config/config.js';
import { createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';

const SCIM_JSON = 'application/scim+json';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const METRICS_TOKEN = 'metrics-token-for-the-pollution-test';

/** Paths that walk from a plain object to Object.prototype, in the shapes SCIM lets a client name a path. */
const HOSTILE_PATHS = [
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'name.__proto__.polluted',
  'emails[__proto__ eq "x"]',
  'emails[type eq "work"].__proto__',
  `${USER_SCHEMA}:__proto__.polluted`,
  `${ENTERPRISE}:constructor.prototype`,
  'prototype',
];

describe('no input changes the process’s shared objects', () => {
  let t: TestApp;
  let tenant: TenantFixture;
  let scimToken: string;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const scim = (method: 'get' | 'patch', path: string) =>
    request(t.http)[method](`/scim/v2${path}`).set('Authorization', `Bearer ${scimToken}`).set('Content-Type', SCIM_JSON);
  const expectUnpolluted = () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: METRICS_TOKEN } });
    tenant = await createTenant(t);
    const created = await request(t.http)
      .post(`/api/protected/tenants/${tenant.tenantId}/scim-tokens`)
      .set('Authorization', `Bearer ${tenant.tokens.admin}`)
      .send({ name: 'Entra ID' })
      .expect(201);
    scimToken = created.body.token;
  });

  afterAll(() => t.close());

  it('the started app’s freeze refuses a write through constructor.prototype', () => {
    const frozen = join(REPO_ROOT, 'backend/dist/infrastructure/platform/http/frozen-prototypes.js');
    const script = `import { freezeObjectPrototype } from ${JSON.stringify(frozen)}; freezeObjectPrototype();
      try { ({}).constructor.prototype.polluted = 1; } catch (error) { console.log(error.constructor.name); }
      console.log(String(({}).polluted));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString().split('\n')).toEqual([
      'TypeError',
      'undefined',
      '',
    ]);
  });

  it.each([
    ['filter', (path: string) => `filter=${encodeURIComponent(`${path} eq "x"`)}`, 'invalidFilter'],
    ['attributes', (path: string) => `attributes=${encodeURIComponent(path)}`, 'invalidValue'],
    ['excludedAttributes', (path: string) => `excludedAttributes=${encodeURIComponent(`userName,${path}`)}`, 'invalidValue'],
    ['sortBy', (path: string) => `sortBy=${encodeURIComponent(path)}`, 'invalidValue'],
  ])('a SCIM %s naming a path outside the schema answers 400 in our words', async (_name, query, scimType) => {
    for (const path of HOSTILE_PATHS) {
      const answer = await scim('get', `/Users?${query(path)}`);
      expect({ path, status: answer.status, scimType: answer.body.scimType }).toEqual({ path, status: 400, scimType });
      expect(answer.body.detail).toMatch(/unknown attribute: "/);
      expectUnpolluted();
    }
  });

  it('a SCIM PATCH path or value key outside the schema answers 400 before the library walks it', async () => {
    for (const path of HOSTILE_PATHS) {
      const byPath = await scim('patch', `/Users/${tenant.userIds.staff}`).send({
        schemas: [PATCH_SCHEMA],
        Operations: [{ op: 'add', path, value: 'yes' }],
      });
      expect({ path, status: byPath.status, scimType: byPath.body.scimType }).toEqual({ path, status: 400, scimType: 'invalidPath' });
      expectUnpolluted();
    }
    const byValue = await scim('patch', `/Users/${tenant.userIds.staff}`).send({
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'add', value: { name: { prototype: { polluted: 'yes' } } } }],
    });
    expect(byValue.status).toBe(400);
    expect(byValue.body.scimType).toBe('invalidValue');
    expectUnpolluted();
  });

  it('a SCIM error never repeats the library’s internal message', async () => {
    const malformed = await scim('get', `/Users?filter=${encodeURIComponent('userName eq "x" and (')}`).expect(400);
    expect(malformed.body).toMatchObject({ scimType: 'invalidFilter', detail: 'The filter is not valid SCIM filter syntax' });
  });

  it('JSON keys that name prototype members change nothing in lists, settings or SCIM bodies', async () => {
    const admin = { Authorization: `Bearer ${tenant.tokens.admin}` };
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const list = await request(t.http)
        .get(`/api/protected/tenants/${tenant.tenantId}/users`)
        .query({ filter: `{"${key}":{"polluted":"yes"}}` })
        .set(admin);
      expect({ key, status: list.status }).toEqual({ key, status: 400 });
    }
    for (const body of ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}']) {
      const settings = await request(t.http)
        .put(`/api/protected/tenants/${tenant.tenantId}/settings`)
        .set(admin)
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: settings.status }).toEqual({ body, status: 400 });
    }
    const scimBody = await request(t.http)
      .post('/scim/v2/Users')
      .set('Authorization', `Bearer ${scimToken}`)
      .set('Content-Type', SCIM_JSON)
      .send(JSON.stringify({ schemas: [USER_SCHEMA], userName: 'p@example.test', name: { constructor: { prototype: { polluted: 1 } } } }));
    expect(scimBody.status).toBe(400);
    expectUnpolluted();
  });

  it('after every attempt, logins, each background job and the metrics still work', async () => {
    expect(await login(t.http, tenant.emails.admin, PASSWORD)).toEqual(expect.any(String));
    await expect(
      Promise.all([
        t.app.get(OutboxWorker).runDue(),
        t.app.get(NotificationJobs).runDue(),
        t.app.get(PortionExpiryJob).runDue(),
        t.app.get(CommissionLedgerJob).runDue(),
        t.app.get(RetentionJob).runDue(),
      ]),
    ).resolves.toHaveLength(5);
    const metrics = await request(t.http).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(metrics.text).toContain('portiepunt_job_last_success');
  });
});
