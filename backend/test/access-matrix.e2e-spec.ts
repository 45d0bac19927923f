import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EXPECTED, type BodyIds, type IdKind } from './access-matrix.table.js';
import { createPartner, createStaffMembers, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { routeTable, servedRoutes } from './support/route-table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CALLERS = ['anonymous', 'kitchen', 'staff', 'admin', 'superadmin', 'adminB', 'partner'] as const;
/** The part of a path that an id kind replaces, where it is not `:id`. */
const PLACEHOLDERS: Partial<Record<IdKind, string>> = {
  webhookDelivery: ':id/deliveries/:deliveryId',
  display: ':id/displays/:displayId',
  displayToken: ':token',
  calendarFeed: ':file',
  wasteReason: ':code',
  mealsDay: ':id/meals-served/:date',
};
type Caller = (typeof CALLERS)[number];

describe('access matrix: every route of the Nest route table, as every caller', () => {
  const clock = new TestClock();
  let t: TestApp;
  let baseUrl: string;
  let a: TenantFixture;
  let b: TenantFixture;
  let superToken: string;
  let n = 0;
  const routes: string[] = [];
  /** The partner whose ids the admin routes' paths and bodies carry; the `partner` caller is another one. */
  let partnerId: string;
  let otherPartner: string[];
  let partnerToken: string;

  beforeAll(async () => {
    // Each call comes from its own forwarded IP, so that the per-IP limits of the public routes stay out of the way.
    t = await createTestApp({ clock, trustProxy: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    a = await createTenant(t, 'custom');
    b = await createTenant(t, 'custom');
    superToken = (await createSuperadmin(t)).token;
    routes.push(...routeTable(t.app));
    // One partner, made the way the superadmin makes one: by accepting an application.
    const application = await request(t.http)
      .post('/api/partners/applications')
      .set('X-Forwarded-For', '10.4.0.1')
      .send(partnerForm())
      .expect(201);
    partnerId = (
      await request(t.http)
        .put(`/api/protected/admin/partner-applications/${application.body.id}`)
        .set(bearer(superToken))
        .send({ status: 'accepted' })
        .expect(200)
    ).body.partnerId;
    const { referralCode, email } = (
      await request(t.http).get(`/api/protected/admin/partners/${partnerId}`).set(bearer(superToken)).expect(200)
    ).body;
    otherPartner = [partnerId, referralCode, email];
    // The calling partner has a referral and a ledger line of its own, so that its portal answers carry rows.
    const caller = await createPartner(t);
    partnerToken = caller.token;
    const { referralCode: callerCode } = (
      await request(t.http).get(`/api/protected/admin/partners/${caller.partnerId}`).set(bearer(superToken)).expect(200)
    ).body;
    await request(t.http)
      .post('/api/contact')
      .set('X-Forwarded-For', '10.4.0.2')
      .send(contactForm({ referralCode: callerCode }))
      .expect(201);
    const line = { month: '2026-10', partnerId: caller.partnerId, amountCents: 890, note: 'Matrix' };
    await request(t.http).post('/api/protected/admin/commissions').set(bearer(superToken)).send(line).expect(201);
  });
  afterAll(() => t.close());

  const ip = () => `10.1.${Math.floor(n / 250) % 250}.${n % 250}`;

  function token(caller: Caller): string | undefined {
    if (caller === 'anonymous') return undefined;
    if (caller === 'superadmin') return superToken;
    if (caller === 'adminB') return b.tokens.admin;
    if (caller === 'partner') return partnerToken;
    return a.tokens[caller];
  }

  /** An object of `tenant` that `:id` stands for; objects a call may change are made fresh. */
  async function objectId(kind: IdKind, tenant: TenantFixture): Promise<string> {
    switch (kind) {
      case 'user':
        return tenant.userIds.staff;
      case 'freshUser':
      case 'invitedUser': {
        const password = kind === 'freshUser' ? { password: 'Lang-en-uniek-42' } : {};
        const user = {
          email: `matrix-user${++n}@test.nl`,
          firstName: 'Nieuw',
          lastName: 'Lid',
          role: 'staff',
          tenantId: tenant.tenantId,
          ...password,
        };
        return (await request(t.http).post('/api/auth/register').set(bearer(tenant.tokens.admin)).send(user).expect(201)).body.id;
      }
      case 'partner':
        return partnerId;
      case 'email': {
        const [row] = await t.app.get(DataSource).query(`SELECT id FROM outbound_emails ORDER BY created_at DESC LIMIT 1`);
        return row.id;
      }
      case 'location':
        return tenant.locationId;
      case 'tenant':
        return tenant.tenantId;
      case 'portion':
        return (await offerPortion(t, tenant, clock)).id;
      case 'bookedPortion': {
        const portion = await offerPortion(t, tenant, clock, { totalQuantity: 1 });
        const [holder] = await createStaffMembers(t, tenant, 1);
        await reserve(t, holder.token, portion.id).expect(201);
        return portion.id;
      }
      case 'reservation': {
        const portion = await offerPortion(t, tenant, clock);
        return (await reserve(t, tenant.tokens.staff, portion.id).expect(201)).body.id;
      }
      case 'contact':
        return (
          await request(t.http)
            .post('/api/contact')
            .set('X-Forwarded-For', `10.2.0.${++n % 250}`)
            .send(contactForm())
            .expect(201)
        ).body.id;
      case 'contactedContact': {
        const id = await objectId('contact', tenant);
        await request(t.http).put(`/api/protected/admin/contacts/${id}`).set(bearer(superToken)).send({ status: 'contacted' }).expect(200);
        return id;
      }
      case 'apiKey':
        return (
          await request(t.http)
            .post(`/api/protected/tenants/${tenant.tenantId}/api-keys`)
            .set(bearer(tenant.tokens.admin))
            .send({ name: 'Matrix', scopes: ['portions:read'] })
            .expect(201)
        ).body.id;
      case 'scimToken':
        return (
          await request(t.http)
            .post(`/api/protected/tenants/${tenant.tenantId}/scim-tokens`)
            .set(bearer(tenant.tokens.admin))
            .send({ name: 'Matrix' })
            .expect(201)
        ).body.id;
      case 'webhook':
        return (
          await request(t.http)
            .post(`/api/protected/tenants/${tenant.tenantId}/webhooks`)
            .set(bearer(tenant.tokens.admin))
            .send({ url: 'http://127.0.0.1:9/matrix', events: ['portion.created'] })
            .expect(201)
        ).body.id;
      case 'webhookDelivery': {
        const endpointId = await objectId('webhook', tenant);
        await offerPortion(t, tenant, clock);
        const [row] = await t.app.get(DataSource).query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId]);
        return `${endpointId}/deliveries/${row.id}`;
      }
      case 'display':
      case 'displayToken': {
        const link = (
          await request(t.http)
            .post(`/api/protected/tenants/${tenant.tenantId}/locations/${tenant.locationId}/displays`)
            .set(bearer(tenant.tokens.admin))
            .expect(201)
        ).body;
        return kind === 'display' ? `${tenant.locationId}/displays/${link.id}` : link.url.split('/scherm/')[1];
      }
      case 'calendarFeed':
        return /\/api\/calendar\/(.+)$/.exec(
          (await request(t.http).post('/api/protected/profile/calendar-feed').set(bearer(tenant.tokens.staff)).expect(201)).body.url,
        )![1];
      case 'wasteRecord':
        return (
          await request(t.http)
            .post(`/api/protected/tenants/${tenant.tenantId}/waste-records`)
            .set(bearer(tenant.tokens.kitchen))
            .send({ locationId: tenant.locationId, weightGrams: 900, stage: 'plate', reasonCode: 'returned', destination: 'compost' })
            .expect(201)
        ).body.id;
      case 'wasteReason':
        return (
          await request(t.http)
            .post(`/api/protected/tenants/${tenant.tenantId}/waste-reasons`)
            .set(bearer(tenant.tokens.admin))
            .send({ code: `matrix_reason_${++n}`, labels: { nl: 'M', fr: 'M', en: 'M' } })
            .expect(201)
        ).body.code;
      case 'mealsDay':
        return `${tenant.locationId}/meals-served/2026-10-01`;
      case 'partnerApplication':
        return (
          await request(t.http)
            .post('/api/partners/applications')
            .set('X-Forwarded-For', `10.3.0.${++n % 250}`)
            .send(partnerForm())
            .expect(201)
        ).body.id;
    }
  }

  async function bodyIds(tenant: TenantFixture, withPickupCode: boolean): Promise<BodyIds> {
    const portionId = (await offerPortion(t, tenant, clock)).id;
    // A fresh reservation's code, on a portion of its own so that the route's caller may still reserve portionId.
    const pickupCode = withPickupCode
      ? (await reserve(t, tenant.tokens.staff, (await offerPortion(t, tenant, clock)).id).expect(201)).body.pickupCode
      : '';
    return {
      tenantId: tenant.tenantId,
      locationId: tenant.locationId,
      portionId,
      availableUntil: new Date(clock.now().getTime() + HOUR).toISOString(),
      partnerId,
      pickupCode,
    };
  }

  /** Calls the route as `caller`; the event stream is read only up to its status. */
  async function call(
    route: string,
    caller: Caller,
    pathTenant: TenantFixture,
    idTenant: TenantFixture,
  ): Promise<{ status: number; text: string }> {
    const [method, pattern] = route.split(' ');
    const expectation = EXPECTED[route];
    n++;
    // A month that has ended, so that it may be closed and paid.
    let path = pattern.replace(':tenantId', pathTenant.tenantId).replace(':month', '2026-10').replace(':domain', 'matrix-unclaimed.test');
    if (expectation.id) path = path.replace(PLACEHOLDERS[expectation.id] ?? ':id', await objectId(expectation.id, idTenant));
    if (expectation.query) path += `?${expectation.query}`;
    const headers: Record<string, string> = { 'X-Forwarded-For': ip(), ...(token(caller) ? bearer(token(caller)!) : {}) };
    const body = expectation.csv
      ? expectation.csv(n)
      : expectation.body
        ? JSON.stringify(expectation.body(await bodyIds(pathTenant, expectation.pickupCode === true), n))
        : undefined;
    if (body) headers['Content-Type'] = expectation.csv ? 'text/csv' : 'application/json';
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: abort.signal });
    const text = response.headers.get('content-type')?.includes('text/event-stream') ? '' : await response.text();
    abort.abort();
    return { status: response.status, text };
  }

  /** Strings that identify tenant `of`: none may appear in an answer to a caller of the other tenant. */
  const identifiers = (of: TenantFixture) => [of.tenantId, of.locationId, ...Object.values(of.userIds), ...Object.values(of.emails)];

  it('every route is in the expected-status table (add a line to access-matrix.table.ts for a new route)', () => {
    expect(routes.length).toBeGreaterThan(30);
    // Nest's table holds every route Fastify serves under /api and /scim/v2 (the Swagger UI's own files aside).
    expect(
      servedRoutes(t.app).filter(
        (route) => /^\/(api|scim\/v2)\//.test(route.split(' ')[1]) && !route.split(' ')[1].startsWith('/api/docs'),
      ),
    ).toEqual(routes);
    expect(routes.filter((route) => !EXPECTED[route])).toEqual([]);
    expect(Object.keys(EXPECTED).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("answers every route with the expected status for each caller, and never with another tenant's or partner's data", async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => EXPECTED[r])) {
      for (const [i, caller] of CALLERS.entries()) {
        const { status, text } = await call(route, caller, a, a);
        if (status !== EXPECTED[route].status[i])
          mismatches.push(`${route} as ${caller}: ${status}, expected ${EXPECTED[route].status[i]}`);
        const foreign =
          caller === 'superadmin'
            ? []
            : caller === 'partner'
              ? [...identifiers(a), ...identifiers(b), ...otherPartner]
              : identifiers(caller === 'adminB' ? a : b);
        const leaked = foreign.filter((id) => text.includes(id));
        if (leaked.length > 0) mismatches.push(`${route} as ${caller} returned ${leaked.join(', ')}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);

  it("tenant B's object ids under tenant A's own paths answer 404 to A's allowed callers, and change nothing", async () => {
    const mismatches: string[] = [];
    const crossable = routes.filter(
      (route) => EXPECTED[route]?.id && EXPECTED[route].id !== 'tenant' && route.includes(':id') && !route.includes('/admin/'),
    );
    for (const route of crossable) {
      for (const [i, caller] of CALLERS.entries()) {
        if (caller === 'anonymous' || caller === 'superadmin' || caller === 'adminB' || EXPECTED[route].status[i] >= 300) continue;
        const { status, text } = await call(route, caller, a, b);
        if (status !== 404) mismatches.push(`${route} as ${caller} with tenant B's id: ${status}, expected 404`);
        const leaked = identifiers(b).filter((id) => text.includes(id));
        if (leaked.length > 0) mismatches.push(`${route} as ${caller} returned ${leaked.join(', ')}`);
      }
    }
    expect(crossable.length).toBeGreaterThan(5);
    expect(mismatches).toEqual([]);
    const staff = await request(t.http)
      .get(`/api/protected/tenants/${b.tenantId}/users/${b.userIds.staff}`)
      .set(bearer(b.tokens.admin))
      .expect(200);
    expect(staff.body.firstName).toBe('Sanne');
  });

  it("tenant B's ids in a body of tenant A answer 404 and store nothing", async () => {
    const portionB = await offerPortion(t, b, clock);
    await request(t.http).post('/api/protected/reservations').set(bearer(a.tokens.staff)).send({ portionId: portionB.id }).expect(404);
    const created = await request(t.http)
      .post(`/api/protected/tenants/${a.tenantId}/portions`)
      .set(bearer(a.tokens.kitchen))
      .send({
        title: 'Soep',
        locationId: b.locationId,
        availableUntil: new Date(clock.now().getTime() + HOUR).toISOString(),
        allergensDeclared: true,
      });
    expect([400, 404]).toContain(created.status);
    const reservations = await request(t.http)
      .get(`/api/protected/tenants/${b.tenantId}/portions/${portionB.id}/reservations`)
      .set(bearer(b.tokens.kitchen))
      .expect(200);
    expect(reservations.body).toEqual([]);
  });
});
