import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer } from './support/portions.js';
import { createTestApp, TEST_VAPID_KEYS, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('notification preferences and push devices', () => {
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  const PREFS = '/api/protected/profile/notifications';
  const DEVICES = '/api/protected/push-subscriptions';
  const device = (n = randomUUID()) => ({ endpoint: `https://push.example.org/send/${n}`, keys: { p256dh: 'BPublicKey', auth: 'secret' } });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(() => t.close());

  it('start opt-in: new portions off, all locations, no push, reminders and changes to my reservation on', async () => {
    const response = await request(t.http).get(PREFS).set(bearer(a.tokens.staff)).expect(200);
    expect(response.body).toEqual({ newPortions: 'off', locations: null, push: false, reminders: true, reservationChanges: true });
  });

  it.each([
    [
      'instant for one location with push',
      () => ({ newPortions: 'instant', locations: [a.locationId], push: true, reminders: true, reservationChanges: true }),
    ],
    [
      'a daily digest without reminders',
      () => ({ newPortions: 'digest', locations: null, push: false, reminders: false, reservationChanges: true }),
    ],
    ['everything off', () => ({ newPortions: 'off', locations: [], push: false, reminders: false, reservationChanges: false })],
  ])('store %s and read back what was sent', async (_name, choices) => {
    const put = await request(t.http).put(PREFS).set(bearer(a.tokens.staff)).send(choices()).expect(200);
    expect(put.body).toEqual(choices());
    const get = await request(t.http).get(PREFS).set(bearer(a.tokens.staff)).expect(200);
    expect(get.body).toEqual(choices());
  });

  it('kitchen and admin may choose too, each for themselves', async () => {
    await request(t.http)
      .put(PREFS)
      .set(bearer(a.tokens.kitchen))
      .send({ newPortions: 'digest', locations: null, push: false, reminders: true })
      .expect(200);
    await request(t.http)
      .get(PREFS)
      .set(bearer(a.tokens.admin))
      .expect(200, { newPortions: 'off', locations: null, push: false, reminders: true, reservationChanges: true });
  });

  it('an absent reservationChanges keeps what was chosen (clients from before it existed)', async () => {
    const put = (choices: object) => request(t.http).put(PREFS).set(bearer(a.tokens.kitchen)).send(choices).expect(200);
    await put({ newPortions: 'off', locations: null, push: false, reminders: true, reservationChanges: false });
    const kept = await put({ newPortions: 'digest', locations: null, push: false, reminders: true });
    expect(kept.body).toEqual({ newPortions: 'digest', locations: null, push: false, reminders: true, reservationChanges: false });
  });

  it.each([
    ['an unknown location id', () => [randomUUID()]],
    ["another tenant's location id", () => [b.locationId]],
    ['an id that is no UUID', () => ['hoofdgebouw']],
    ['no array', () => 'all'],
  ])('answers 400 naming locations for %s', async (_name, locations) => {
    const response = await request(t.http)
      .put(PREFS)
      .set(bearer(a.tokens.staff))
      .send({ newPortions: 'instant', locations: locations(), push: false, reminders: true })
      .expect(400);
    expect(refusedFields(response.body)).toEqual(['locations']);
  });

  it('answers 400 naming each missing or wrong field', async () => {
    const response = await request(t.http).put(PREFS).set(bearer(a.tokens.staff)).send({ newPortions: 'hourly', push: 'yes' }).expect(400);
    expect(refusedFields(response.body).sort()).toEqual(['locations', 'newPortions', 'push', 'reminders']);
  });

  it('needs a login, and a superadmin (no organisation) has no notifications', async () => {
    await request(t.http).get(PREFS).expect(401);
    const superadmin = await createSuperadmin(t);
    await request(t.http).get(PREFS).set(bearer(superadmin.token)).expect(403);
  });

  it('publishes the VAPID public key without login', async () => {
    await request(t.http).get('/api/push/public-key').expect(200, { publicKey: TEST_VAPID_KEYS.publicKey });
  });

  it('stores a device with 201, again with 200, and removes it', async () => {
    const mine = device();
    await request(t.http).post(DEVICES).set(bearer(a.tokens.staff)).send(mine).expect(201);
    await request(t.http).post(DEVICES).set(bearer(a.tokens.staff)).send(mine).expect(200);
    const db = t.app.get(DataSource);
    const count = async () =>
      Number((await db.query(`SELECT count(*) FROM push_subscriptions WHERE endpoint = $1`, [mine.endpoint]))[0].count);
    expect(await count()).toBe(1);
    await request(t.http).delete(DEVICES).set(bearer(a.tokens.staff)).send({ endpoint: mine.endpoint }).expect(204);
    expect(await count()).toBe(0);
  });

  it("never removes another user's device, also not across tenants", async () => {
    const theirs = device();
    await request(t.http).post(DEVICES).set(bearer(b.tokens.staff)).send(theirs).expect(201);
    await request(t.http).delete(DEVICES).set(bearer(a.tokens.staff)).send({ endpoint: theirs.endpoint }).expect(204);
    const rows = await t.app.get(DataSource).query(`SELECT user_id FROM push_subscriptions WHERE endpoint = $1`, [theirs.endpoint]);
    expect(rows).toEqual([{ user_id: b.userIds.staff }]);
  });

  it.each([
    ['an http endpoint', { ...device(), endpoint: 'http://push.example.org/x' }, 'endpoint'],
    ['no keys', { endpoint: 'https://push.example.org/x' }, 'keys'],
    ['no auth key', { endpoint: 'https://push.example.org/x', keys: { p256dh: 'k' } }, 'keys.auth'],
  ])('refuses a device with %s', async (_name, body, field) => {
    const response = await request(t.http).post(DEVICES).set(bearer(a.tokens.staff)).send(body).expect(400);
    expect(refusedFields(response.body)).toContain(field);
  });
});
