import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTenant, type TenantFixture } from '../support/fixtures.js';
import { FakeMollie } from '../support/fake-mollie.js';
import { refusedFields } from '../support/field-errors.js';
import { bearer } from '../support/portions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe("payment settings: the organisation's own Mollie account", () => {
  let t: TestApp;
  let mollie: FakeMollie;
  let a: TenantFixture;
  let b: TenantFixture;
  const path = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/payments`;
  const put = (f: TenantFixture, body: Record<string, unknown>) => request(t.http).put(path(f)).set(bearer(f.tokens.admin)).send(body);

  beforeAll(async () => {
    mollie = await FakeMollie.start();
    t = await createTestApp({ config: { mollieApiUrl: mollie.apiUrl, extraCaCertsFile: mollie.caFile } });
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
  });
  afterEach(() => {
    mollie.state = 'up';
  });

  it('a tenant that saved nothing is free, with a 10 minute hold, no key and the VAT of its country', async () => {
    const { body } = await request(t.http).get(path(b)).set(bearer(b.tokens.admin)).expect(200);
    expect(body).toEqual({
      mode: 'free',
      mollieApiKeySet: false,
      mollieTestMode: false,
      methods: [],
      holdMinutes: 10,
      refundNoShows: false,
      vatPercent: 9,
    });
  });

  it('online with a test key: the key is tried at Mollie, stored sealed, never answered', async () => {
    const account = mollie.account('test', ['ideal', 'bancontact', 'voucher']);
    const { body } = await put(a, {
      mode: 'online',
      mollieApiKey: account.key,
      methods: ['ideal', 'voucher'],
      holdMinutes: 5,
      vatPercent: 6,
    }).expect(200);
    expect(body).toEqual({
      mode: 'online',
      mollieApiKeySet: true,
      mollieTestMode: true,
      methods: ['ideal', 'voucher'],
      holdMinutes: 5,
      refundNoShows: false,
      vatPercent: 6,
    });
    expect(JSON.stringify(body)).not.toContain(account.key);
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v2/methods' });
    const [{ sealed }] = await t.app
      .get(DataSource)
      .query(`SELECT mollie_api_key_sealed AS sealed FROM tenant_payment_settings WHERE tenant_id = $1`, [a.tenantId]);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(account.key);
    const again = await request(t.http).get(path(a)).set(bearer(a.tokens.admin)).expect(200);
    expect(again.body).toEqual(body);
  });

  it('"Test" lists the methods the account has enabled', async () => {
    const account = mollie.account('test', ['ideal', 'creditcard']);
    await put(a, { mode: 'online', mollieApiKey: account.key }).expect(200);
    const { body } = await request(t.http)
      .post(`${path(a)}/test`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(body).toEqual({
      testMode: true,
      methods: [
        { id: 'ideal', description: 'iDEAL | Wero' },
        { id: 'creditcard', description: 'Kaart' },
      ],
    });
  });

  it.each([
    [{ mode: 'online', mollieApiKey: 'test_tooshort' }, ['mollieApiKey']],
    [{ mode: 'online', mollieApiKey: `prod_${'a'.repeat(30)}` }, ['mollieApiKey']],
    [{ mode: 'free', holdMinutes: 1 }, ['holdMinutes']],
    [{ mode: 'free', holdMinutes: 31 }, ['holdMinutes']],
    [{ mode: 'free', vatPercent: 26 }, ['vatPercent']],
    [{ mode: 'cash' }, ['mode']],
  ])('%p answers 400 naming %p', async (body, fields) => {
    expect(refusedFields((await put(b, body).expect(400)).body)).toEqual(fields);
  });

  it('online without any key answers 400 naming mollieApiKey', async () => {
    expect(refusedFields((await put(b, { mode: 'online' }).expect(400)).body)).toEqual(['mollieApiKey']);
  });

  it('a key that Mollie refuses answers 400 with its reason, and nothing is stored', async () => {
    const response = await put(b, { mode: 'online', mollieApiKey: `live_${'x'.repeat(30)}` }).expect(400);
    expect(refusedFields(response.body)).toEqual(['mollieApiKey']);
    expect(response.body.errors[0].message).toContain('Missing authentication, or failed to authenticate');
    expect((await request(t.http).get(path(b)).set(bearer(b.tokens.admin)).expect(200)).body.mollieApiKeySet).toBe(false);
  });

  it('a method the account has not enabled answers 400 naming methods', async () => {
    const account = mollie.account('live', ['ideal']);
    const response = await put(b, { mode: 'online', mollieApiKey: account.key, methods: ['ideal', 'voucher'] }).expect(400);
    expect(refusedFields(response.body)).toEqual(['methods']);
  });

  it('Mollie down while a key is tried: 503 payment_provider_unavailable, nothing stored', async () => {
    mollie.state = 'unreachable';
    const response = await put(b, { mode: 'online', mollieApiKey: mollie.account().key }).expect(503);
    expect(response.body.code).toBe('payment_provider_unavailable');
  });

  it("only the tenant's admin reads or changes them", async () => {
    await request(t.http).get(path(a)).set(bearer(a.tokens.staff)).expect(403);
    await request(t.http).get(path(a)).set(bearer(b.tokens.admin)).expect(403);
    await request(t.http).put(path(a)).set(bearer(a.tokens.kitchen)).send({ mode: 'free' }).expect(403);
  });
});
