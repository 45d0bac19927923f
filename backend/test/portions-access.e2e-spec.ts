import request from 'supertest';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Caller = 'anonymous' | 'kitchen' | 'staff' | 'admin' | 'superadmin';

interface Fixture {
  tenant: TenantFixture;
  portionId: string;
  /** A fresh reservation of the caller itself, where the caller can have one. */
  ownReservation: (caller: Caller) => Promise<string>;
}

interface Endpoint {
  name: string;
  call: (t: TestApp, f: Fixture, caller: Caller) => Promise<request.Response>;
  expect: Record<Caller, number>;
}

describe('who may use the portion, reservation and stats routes', () => {
  const clock = new TestClock();
  let t: TestApp;
  let f: Fixture;
  const tokens: Partial<Record<Caller, string>> = {};

  const send = (test: request.Test, caller: Caller) => (tokens[caller] ? test.set(bearer(tokens[caller]!)) : test);
  const base = () => `/api/protected/tenants/${f.tenant.tenantId}`;

  const ENDPOINTS: Endpoint[] = [
    { name: 'GET portions', call: (t, _f, c) => send(request(t.http).get(`${base()}/portions`), c), expect: { anonymous: 401, kitchen: 200, staff: 200, admin: 200, superadmin: 403 } },
    { name: 'GET portion', call: (t, f, c) => send(request(t.http).get(`${base()}/portions/${f.portionId}`), c), expect: { anonymous: 401, kitchen: 200, staff: 200, admin: 200, superadmin: 403 } },
    {
      name: 'POST portion',
      call: (t, f, c) => send(request(t.http).post(`${base()}/portions`), c).send({ title: 'Soep', locationId: f.tenant.locationId, availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() }),
      expect: { anonymous: 401, kitchen: 201, staff: 403, admin: 201, superadmin: 403 },
    },
    { name: 'PUT portion', call: (t, f, c) => send(request(t.http).put(`${base()}/portions/${f.portionId}`), c).send({ title: 'Soep' }), expect: { anonymous: 401, kitchen: 200, staff: 403, admin: 200, superadmin: 403 } },
    {
      name: 'PATCH portion status',
      call: async (t, f, c) => {
        const portion = await offerPortion(t, f.tenant, clock);
        return send(request(t.http).patch(`${base()}/portions/${portion.id}/status`), c).send({ status: 'expired' });
      },
      expect: { anonymous: 401, kitchen: 200, staff: 403, admin: 200, superadmin: 403 },
    },
    {
      name: 'GET portion reservations',
      call: (t, f, c) => send(request(t.http).get(`${base()}/portions/${f.portionId}/reservations`), c),
      expect: { anonymous: 401, kitchen: 200, staff: 403, admin: 200, superadmin: 403 },
    },
    { name: 'GET reservations', call: (t, _f, c) => send(request(t.http).get('/api/protected/reservations'), c), expect: { anonymous: 401, kitchen: 200, staff: 200, admin: 403, superadmin: 403 } },
    { name: 'POST reservation', call: (t, f, c) => send(request(t.http).post('/api/protected/reservations'), c).send({ portionId: f.portionId }), expect: { anonymous: 401, kitchen: 201, staff: 201, admin: 403, superadmin: 403 } },
    {
      name: 'GET own reservation',
      call: async (t, f, c) => send(request(t.http).get(`/api/protected/reservations/${await f.ownReservation(c)}`), c),
      expect: { anonymous: 401, kitchen: 200, staff: 200, admin: 403, superadmin: 403 },
    },
    {
      name: 'PATCH own reservation status',
      call: async (t, f, c) => send(request(t.http).patch(`/api/protected/reservations/${await f.ownReservation(c)}/status`), c).send({ status: 'picked_up' }),
      expect: { anonymous: 401, kitchen: 200, staff: 200, admin: 403, superadmin: 403 },
    },
    { name: 'GET stats', call: (t, _f, c) => send(request(t.http).get(`${base()}/stats`), c), expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 200 } },
    { name: 'GET weekly stats', call: (t, _f, c) => send(request(t.http).get(`${base()}/stats/weekly`), c), expect: { anonymous: 401, kitchen: 403, staff: 403, admin: 200, superadmin: 200 } },
  ];

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const tenant = await createTenant(t);
    Object.assign(tokens, tenant.tokens, { superadmin: (await createSuperadmin(t)).token });
    const portion = await offerPortion(t, tenant, clock, { totalQuantity: 500 });
    f = {
      tenant,
      portionId: portion.id,
      ownReservation: async (caller) => {
        // Admins and superadmins cannot reserve: they are asked about the staff member's reservation.
        const owner = caller === 'kitchen' ? tenant.tokens.kitchen : tenant.tokens.staff;
        return (await reserve(t, owner, portion.id).expect(201)).body.id;
      },
    };
  });
  afterAll(() => t.close());

  for (const endpoint of ENDPOINTS) {
    for (const caller of ['anonymous', 'kitchen', 'staff', 'admin', 'superadmin'] as Caller[]) {
      it(`${endpoint.name} answers ${endpoint.expect[caller]} to ${caller}`, async () => {
        expect((await endpoint.call(t, f, caller)).status).toBe(endpoint.expect[caller]);
      });
    }
  }
});
