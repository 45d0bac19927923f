import request from 'supertest';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Caller = 'anonymous' | 'kitchen' | 'staff' | 'admin' | 'superadmin';
type Method = 'get' | 'post' | 'put';

interface Endpoint {
  method: Method;
  path: (f: TenantFixture) => string;
  body?: (f: TenantFixture, n: number) => object | string;
  /** Content type of a string body. */
  type?: string;
  /** Expected status per caller of the tenant itself. */
  expect: Record<Caller, number>;
}

/** Renders a path pattern for test names. */
const PLACEHOLDER = { tenantId: ':tenantId', locationId: ':id', userIds: { staff: ':id' } } as TenantFixture;

const ALL_TENANT_ROLES = { anonymous: 401, kitchen: 200, staff: 200, admin: 200, superadmin: 200 };
const ADMIN_READ = { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 200 };
const SUPERADMIN_ONLY = { anonymous: 401, kitchen: 403, staff: 403, admin: 403, superadmin: 200 };

const ENDPOINTS: Endpoint[] = [
  { method: 'get', path: () => '/api/protected/profile', expect: ALL_TENANT_ROLES },
  {
    method: 'post',
    path: () => '/api/auth/register',
    body: (f, n) => ({ email: `matrix${n}@test.nl`, firstName: 'M', lastName: 'X', role: 'staff', password: 'Welkom123!', tenantId: f.tenantId }),
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 201, superadmin: 201 },
  },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/users`, expect: ADMIN_READ },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/users/${f.userIds.staff}`, expect: ADMIN_READ },
  {
    method: 'put',
    path: (f) => `/api/protected/tenants/${f.tenantId}/users/${f.userIds.staff}`,
    body: () => ({ firstName: 'Sanne' }),
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 403 },
  },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/locations`, expect: ALL_TENANT_ROLES },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/locations/${f.locationId}`, expect: ALL_TENANT_ROLES },
  {
    method: 'post',
    path: (f) => `/api/protected/tenants/${f.tenantId}/locations`,
    body: (_f, n) => ({ name: `Matrix ${n}` }),
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 201, superadmin: 403 },
  },
  {
    method: 'put',
    path: (f) => `/api/protected/tenants/${f.tenantId}/locations/${f.locationId}`,
    body: () => ({ address: 'Matrixweg 1' }),
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 403 },
  },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/settings`, expect: ALL_TENANT_ROLES },
  {
    method: 'put',
    path: (f) => `/api/protected/tenants/${f.tenantId}/settings`,
    body: () => ({ maxOpenReservationsPerPerson: null }),
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 403 },
  },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/stats?locationId=${f.locationId}`, expect: ADMIN_READ },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/stats/weekly`, expect: ADMIN_READ },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/stats/daily`, expect: ADMIN_READ },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/stats/locations`, expect: ADMIN_READ },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/plan-usage`, expect: ADMIN_READ },
  {
    method: 'post',
    path: (f) => `/api/protected/tenants/${f.tenantId}/users/import`,
    type: 'text/csv',
    body: (_f, n) => `email,firstName,lastName,role\nimport${n}@test.nl,I,M,staff\n`,
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 403 },
  },
  { method: 'get', path: (f) => `/api/protected/tenants/${f.tenantId}/settlements/2026-11`, expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 403 } },
  { method: 'get', path: () => '/api/protected/admin/tenants', expect: SUPERADMIN_ONLY },
  { method: 'get', path: (f) => `/api/protected/admin/tenants/${f.tenantId}`, expect: SUPERADMIN_ONLY },
  {
    method: 'post',
    path: () => '/api/protected/admin/tenants',
    body: (_f, n) => ({ name: `Matrix ${n}`, slug: `matrix-${n}`, plan: 'starter', admin: { email: `matrixadmin${n}@test.nl`, firstName: 'M', lastName: 'X', password: 'Welkom123!' } }),
    expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 403, superadmin: 201 },
  },
  { method: 'put', path: (f) => `/api/protected/admin/tenants/${f.tenantId}`, body: () => ({ name: 'Matrix BV' }), expect: SUPERADMIN_ONLY },
];

describe('access: role × endpoint matrix and tenant isolation', () => {
  let t: TestApp;
  let tenant: TenantFixture;
  let other: TenantFixture;
  let superToken: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t, 'custom');
    other = await createTenant(t, 'custom');
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  function call(endpoint: Endpoint, f: TenantFixture, token?: string) {
    const req = request(t.http)[endpoint.method](endpoint.path(f));
    if (token) req.set('Authorization', `Bearer ${token}`);
    if (endpoint.type) req.set('Content-Type', endpoint.type);
    return endpoint.body ? req.send(endpoint.body(f, ++n)) : req;
  }

  const token = (caller: Caller) => (caller === 'anonymous' ? undefined : caller === 'superadmin' ? superToken : tenant.tokens[caller]);

  for (const endpoint of ENDPOINTS) {
    const label = `${endpoint.method.toUpperCase()} ${endpoint.path(PLACEHOLDER)}`;
    it(`${label}: ${Object.entries(endpoint.expect).map(([caller, status]) => `${caller} ${status}`).join(', ')}`, async () => {
      for (const [caller, status] of Object.entries(endpoint.expect) as [Caller, number][]) {
        const response = await call(endpoint, tenant, token(caller));
        expect({ caller, status: response.status }).toEqual({ caller, status });
      }
    });
  }

  describe("another tenant's ids", () => {
    const tenantPaths = ENDPOINTS.filter((e) => e.path(PLACEHOLDER).includes('/tenants/:tenantId/'));

    for (const endpoint of tenantPaths) {
      it(`${endpoint.method.toUpperCase()} ${endpoint.path(PLACEHOLDER)} with another tenant's path answers 403 to every role`, async () => {
        for (const role of ['kitchen', 'staff', 'admin'] as const) {
          const response = await call(endpoint, other, tenant.tokens[role]);
          expect({ role, status: response.status }).toEqual({ role, status: 403 });
        }
      });
    }

    const objectRoutes: { method: Method; path: (mine: TenantFixture, theirs: TenantFixture) => string; body?: object }[] = [
      { method: 'get', path: (mine, theirs) => `/api/protected/tenants/${mine.tenantId}/users/${theirs.userIds.staff}` },
      { method: 'put', path: (mine, theirs) => `/api/protected/tenants/${mine.tenantId}/users/${theirs.userIds.staff}`, body: { isActive: false } },
      { method: 'get', path: (mine, theirs) => `/api/protected/tenants/${mine.tenantId}/locations/${theirs.locationId}` },
      { method: 'put', path: (mine, theirs) => `/api/protected/tenants/${mine.tenantId}/locations/${theirs.locationId}`, body: { isActive: false } },
    ];

    for (const route of objectRoutes) {
      it(`${route.method.toUpperCase()} ${route.path(PLACEHOLDER, PLACEHOLDER)} of another tenant's object under one's own path answers 404 and changes nothing`, async () => {
        const req = request(t.http)[route.method](route.path(tenant, other)).set('Authorization', `Bearer ${tenant.tokens.admin}`);
        const response = await (route.body ? req.send(route.body) : req);
        expect(response.status).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain(other.emails.staff);
      });
    }

    it("other tenants' objects stay untouched", async () => {
      const staff = await request(t.http).get(`/api/protected/tenants/${other.tenantId}/users/${other.userIds.staff}`).set('Authorization', `Bearer ${other.tokens.admin}`).expect(200);
      expect(staff.body.isActive).toBe(true);
      const location = await request(t.http).get(`/api/protected/tenants/${other.tenantId}/locations/${other.locationId}`).set('Authorization', `Bearer ${other.tokens.admin}`).expect(200);
      expect(location.body.isActive).toBe(true);
    });

    it("lists never contain another tenant's rows", async () => {
      const users = await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/users`).set('Authorization', `Bearer ${tenant.tokens.admin}`).expect(200);
      expect(users.body.every((u: { tenantId: string }) => u.tenantId === tenant.tenantId)).toBe(true);
      const byId = await request(t.http)
        .get(`/api/protected/tenants/${tenant.tenantId}/locations`)
        .query({ filter: JSON.stringify({ id: [tenant.locationId, other.locationId] }) })
        .set('Authorization', `Bearer ${tenant.tokens.admin}`)
        .expect(200);
      expect(byId.body.map((l: { id: string }) => l.id)).toEqual([tenant.locationId]);
    });
  });
});
