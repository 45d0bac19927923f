import { randomUUID } from 'node:crypto';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { createPartner, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { HOUR, listen } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields, type FieldErrorEntry } from './support/field-errors.js';

/**
 * react-admin's own ra-data-simple-rest, unmodified and unwrapped, against the running API: only the bearer
 * header is passed, the way react-admin documents it (`user.token`).
 */
function stockClient(apiUrl: string, token: string): DataProvider {
  return simpleRestProvider(apiUrl, (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
  );
}

/** The status and body of the HttpError the client throws for a non-2xx answer. */
async function refused(call: Promise<unknown>): Promise<{ status: number; body: { errors?: FieldErrorEntry[] } }> {
  try {
    await call;
  } catch (error) {
    return error as { status: number; body: { errors?: FieldErrorEntry[] } };
  }
  throw new Error('expected the API to refuse the call');
}

describe('the stock ra-data-simple-rest client', () => {
  let t: TestApp;
  let base: string;
  let tenant: TenantFixture;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    tenant = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  const tenantApi = () => `${base}/api/protected/tenants/${tenant.tenantId}`;

  it('users: create, getList with sort/range/filter, getOne, getMany and a whole-record update', async () => {
    const client = stockClient(tenantApi(), tenant.tokens.admin);
    const { data: created } = await client.create('users', {
      data: { email: 'nieuw.stock@test.nl', firstName: 'Nina', lastName: 'Nieuw', role: 'staff', password: 'Groene-Soeplepel-73' },
    });
    const list = await client.getList('users', {
      sort: { field: 'lastName', order: 'ASC' },
      pagination: { page: 1, perPage: 2 },
      filter: { role: 'staff' },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((user) => user.lastName)).toEqual(['Nieuw', 'Staf']);
    const { data: user } = await client.getOne('users', { id: created.id });
    expect(user.email).toBe('nieuw.stock@test.nl');
    const many = await client.getMany('users', { ids: [created.id, tenant.userIds.kitchen] });
    expect(many.data).toHaveLength(2);

    const { data: updated } = await client.update('users', { id: user.id, data: { ...user, firstName: 'Nora' }, previousData: user });
    expect(updated).toMatchObject({ id: user.id, firstName: 'Nora', email: 'nieuw.stock@test.nl' });
  });

  it('a PUT that changes a read-only field answers 400 naming it, and an unknown field still answers 400', async () => {
    const client = stockClient(tenantApi(), tenant.tokens.admin);
    const { data: user } = await client.getOne('users', { id: tenant.userIds.staff });
    const changedEmail = await refused(
      client.update('users', { id: user.id, data: { ...user, email: 'ander@test.nl' }, previousData: user }),
    );
    expect(changedEmail.status).toBe(400);
    expect(refusedFields(changedEmail.body)).toEqual(['email']);
    const changedTwo = await refused(
      client.update('users', {
        id: user.id,
        data: { ...user, tenantId: randomUUID(), createdAt: new Date(0).toISOString() },
        previousData: user,
      }),
    );
    expect(refusedFields(changedTwo.body).sort()).toEqual(['createdAt', 'tenantId']);
    const unknown = await refused(client.update('users', { id: user.id, data: { ...user, nickname: 'Sas' }, previousData: user }));
    expect(unknown.status).toBe(400);
    expect(refusedFields(unknown.body)).toEqual(['nickname']);
    const { data: unchanged } = await client.getOne('users', { id: user.id });
    expect(unchanged).toEqual(user);
  });

  it('locations: create, getList, getOne, getMany and update', async () => {
    const client = stockClient(tenantApi(), tenant.tokens.admin);
    const { data: created } = await client.create('locations', { data: { name: 'Paviljoen Stock', address: 'Laan 1' } });
    const list = await client.getList('locations', {
      sort: { field: 'name', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { q: 'Stock' },
    });
    expect(list).toMatchObject({ total: 1, data: [{ id: created.id }] });
    const { data: location } = await client.getOne('locations', { id: created.id });
    expect((await client.getMany('locations', { ids: [created.id, tenant.locationId] })).data).toHaveLength(2);
    const { data: updated } = await client.update('locations', {
      id: created.id,
      data: { ...location, address: null },
      previousData: location,
    });
    expect(updated).toMatchObject({ name: 'Paviljoen Stock', address: null });
  });

  it('portions: create, getList, getOne, getMany, getManyReference by location and update', async () => {
    const client = stockClient(tenantApi(), tenant.tokens.kitchen);
    const availableUntil = new Date(Date.now() + 2 * HOUR).toISOString();
    const { data: created } = await client.create('portions', {
      data: {
        title: 'Stamppot',
        locationId: tenant.locationId,
        totalQuantity: 4,
        availableUntil,
        allergens: ['Lactose'],
        mayContain: ['nuts'],
        diet: ['vegetarian'],
      },
    });
    const list = await client.getList('portions', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 5 },
      filter: { status: 'available', q: 'Stamp' },
    });
    expect(list).toMatchObject({ total: 1, data: [{ id: created.id }] });
    const { data: portion } = await client.getOne('portions', { id: created.id });
    expect((await client.getMany('portions', { ids: [created.id] })).data).toHaveLength(1);
    const byLocation = await client.getManyReference('portions', {
      target: 'locationId',
      id: tenant.locationId,
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
      meta: undefined,
    });
    expect(byLocation.data.map((p) => p.id)).toContain(created.id);
    const { data: updated } = await client.update('portions', {
      id: created.id,
      data: { ...portion, totalQuantity: 6 },
      previousData: portion,
    });
    expect(created).toMatchObject({ allergens: ['milk'], mayContain: ['nuts'], diet: ['vegetarian'], allergensDeclared: true });
    expect(updated).toMatchObject({ totalQuantity: 6, availableQuantity: 6, allergens: ['milk'], mayContain: ['nuts'] });
    const moved = await refused(
      client.update('portions', { id: created.id, data: { ...updated, locationId: tenant.tenantId }, previousData: updated }),
    );
    expect(refusedFields(moved.body)).toEqual(['locationId']);
  });

  it('reservations: create, getList, getOne and getMany for the staff member who holds them', async () => {
    const kitchen = stockClient(tenantApi(), tenant.tokens.kitchen);
    const { data: portion } = await kitchen.create('portions', {
      data: {
        title: 'Soep',
        locationId: tenant.locationId,
        totalQuantity: 3,
        availableUntil: new Date(Date.now() + HOUR).toISOString(),
        allergensDeclared: true,
      },
    });
    const staff = stockClient(`${base}/api/protected`, tenant.tokens.staff);
    const { data: reservation } = await staff.create('reservations', { data: { portionId: portion.id, quantity: 1 } });
    const list = await staff.getList('reservations', {
      sort: { field: 'reservedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { status: 'reserved' },
    });
    expect(list.data.map((r) => r.id)).toContain(reservation.id);
    expect((await staff.getOne('reservations', { id: reservation.id })).data.id).toBe(reservation.id);
    expect((await staff.getMany('reservations', { ids: [reservation.id] })).data).toHaveLength(1);
  });

  it('api-keys: create, getList, getOne, getMany and delete', async () => {
    const client = stockClient(tenantApi(), tenant.tokens.admin);
    const { data: created } = await client.create('api-keys', { data: { name: 'Stock', scopes: ['portions:read'] } });
    expect(created.secret).toMatch(/^pp_live_/);
    const list = await client.getList('api-keys', {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: { scope: 'portions:read' },
    });
    expect(list).toMatchObject({ total: 1, data: [{ id: created.id, name: 'Stock' }] });
    const { data: key } = await client.getOne('api-keys', { id: created.id });
    expect(key).not.toHaveProperty('secret');
    expect((await client.getMany('api-keys', { ids: [created.id] })).data).toHaveLength(1);
    await client.delete('api-keys', { id: created.id, previousData: key });
    expect(
      (await client.getList('api-keys', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 }, filter: {} })).total,
    ).toBe(0);
  });

  it('webhooks: create, getList, getOne, getMany, whole-record update and delete', async () => {
    const client = stockClient(tenantApi(), tenant.tokens.admin);
    const { data: created } = await client.create('webhooks', {
      data: { url: 'http://127.0.0.1:9/hooks', events: ['portion.created'], enabled: true },
    });
    expect(created.secret).toMatch(/^whsec_/);
    const list = await client.getList('webhooks', {
      sort: { field: 'url', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: { enabled: true, event: 'portion.created' },
    });
    expect(list).toMatchObject({ total: 1, data: [{ id: created.id }] });
    const { data: endpoint } = await client.getOne('webhooks', { id: created.id });
    expect((await client.getMany('webhooks', { ids: [created.id] })).data).toHaveLength(1);
    const { data: updated } = await client.update('webhooks', {
      id: created.id,
      data: { ...endpoint, events: ['portion.created', 'reservation.created'] },
      previousData: endpoint,
    });
    expect(updated.events).toEqual(['portion.created', 'reservation.created']);
    // react-admin edits a record it just created from its cache: the create answer, secret included.
    const { data: fromCache } = await client.update('webhooks', {
      id: created.id,
      data: { ...created, enabled: false },
      previousData: created,
    });
    expect(fromCache).toMatchObject({ enabled: false, events: ['portion.created'] });
    expect(fromCache).not.toHaveProperty('secret');
    const resigned = await refused(
      client.update('webhooks', { id: created.id, data: { ...created, secret: 'whsec_ander' }, previousData: created }),
    );
    expect(refusedFields(resigned.body)).toEqual(['secret']);
    await client.delete('webhooks', { id: created.id, previousData: updated });
    expect((await refused(client.getOne('webhooks', { id: created.id }))).status).toBe(404);
  });

  it('tenants (superadmin): create, getList, getOne, getMany and a whole-record update; the slug is read-only', async () => {
    const client = stockClient(`${base}/api/protected/admin`, superToken);
    const slug = `stock-${Date.now()}`;
    const { data: created } = await client.create('tenants', {
      data: {
        name: 'Stock BV',
        slug,
        plan: 'starter',
        admin: { email: `${slug}@test.nl`, firstName: 'Sam', lastName: 'Stock', password: 'Groene-Soeplepel-73' },
      },
    });
    const list = await client.getList('tenants', {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      filter: { q: 'Stock BV' },
    });
    expect(list).toMatchObject({ total: 1, data: [{ id: created.id }] });
    const { data: stored } = await client.getOne('tenants', { id: created.id });
    expect((await client.getMany('tenants', { ids: [created.id, tenant.tenantId] })).data).toHaveLength(2);
    const { data: updated } = await client.update('tenants', { id: created.id, data: { ...stored, plan: 'group' }, previousData: stored });
    expect(updated).toMatchObject({ plan: 'group', slug });
    const renamed = await refused(client.update('tenants', { id: created.id, data: { ...updated, slug: 'ander' }, previousData: updated }));
    expect(refusedFields(renamed.body)).toEqual(['slug']);
  });

  it('contacts and partner applications (superadmin): getList, getOne, getMany, whole-record update and delete', async () => {
    for (const [resource, path, form] of [
      ['contacts', 'contact', contactForm()],
      ['partner-applications', 'partners/applications', partnerForm()],
    ] as const) {
      const submitted = await fetch(`${base}/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(form),
      });
      expect(submitted.status).toBe(201);
      const client = stockClient(`${base}/api/protected/admin`, superToken);
      const list = await client.getList(resource, {
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 5 },
        filter: { status: 'new' },
      });
      const id = list.data.find((lead) => lead.email === form.email)?.id;
      expect(id).toBeDefined();
      const { data: lead } = await client.getOne(resource, { id });
      expect((await client.getMany(resource, { ids: [id] })).data).toHaveLength(1);
      const { data: updated } = await client.update(resource, { id, data: { ...lead, status: 'contacted' }, previousData: lead });
      expect(updated.status).toBe('contacted');
      const renamed = await refused(client.update(resource, { id, data: { ...updated, email: 'ander@test.nl' }, previousData: updated }));
      expect(refusedFields(renamed.body)).toEqual(['email']);
      await client.delete(resource, { id, previousData: updated });
      expect((await refused(client.getOne(resource, { id }))).status).toBe(404);
    }
  });

  it('partners (superadmin): getList with sort/range/filter, getOne, getMany and a whole-record update; the referral code is read-only', async () => {
    const { partnerId } = await createPartner(t);
    const client = stockClient(`${base}/api/protected/admin`, superToken);
    const list = await client.getList('partners', {
      sort: { field: 'company', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      filter: { isActive: true },
    });
    expect(list.data.map((partner) => partner.id)).toContain(partnerId);
    const { data: partner } = await client.getOne('partners', { id: partnerId });
    expect((await client.getMany('partners', { ids: [partnerId] })).data).toHaveLength(1);
    const { data: updated } = await client.update('partners', {
      id: partnerId,
      data: { ...partner, commissionRate: 12.5 },
      previousData: partner,
    });
    expect(updated).toMatchObject({ commissionRate: 12.5, referralCode: partner.referralCode });
    const recoded = await refused(
      client.update('partners', { id: partnerId, data: { ...updated, referralCode: 'ander' }, previousData: updated }),
    );
    expect(refusedFields(recoded.body)).toEqual(['referralCode']);
  });

  it('commissions (superadmin): create a correction, getList by month, getMany and getManyReference by partner', async () => {
    const { partnerId } = await createPartner(t);
    const client = stockClient(`${base}/api/protected/admin`, superToken);
    const { data: line } = await client.create('commissions', {
      data: { month: '2026-09', partnerId, amountCents: -445, note: 'Correctie' },
    });
    expect(line).toMatchObject({ kind: 'correction', amountCents: -445, partnerId });
    const list = await client.getList('commissions', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { month: '2026-09', partnerId },
    });
    expect(list).toMatchObject({ total: 1, data: [{ id: line.id }] });
    expect((await client.getMany('commissions', { ids: [line.id] })).data).toHaveLength(1);
    const byPartner = await client.getManyReference('commissions', {
      target: 'partnerId',
      id: partnerId,
      sort: { field: 'month', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(byPartner.data.map((row) => row.id)).toEqual([line.id]);
  });
});
