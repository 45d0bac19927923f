import request from 'supertest';
import { createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;

describe('login throttle: per address and per IP, shared through PostgreSQL', () => {
  const clock = new TestClock();
  let t: TestApp;
  let behindProxy: TestApp;
  let f: TenantFixture;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock, trustProxy: 1 });
    // A second instance on the same database, without TRUST_PROXY: it must count what the first counted.
    behindProxy = await createTestApp({ clock, databaseUrl: t.databaseUrl, jwtSecret: t.config.jwtSecret });
    f = await createTenant(t, 'custom');
  });
  afterAll(async () => {
    await behindProxy.close();
    await t.close();
  });
  // Every test starts with nothing in any window.
  beforeEach(() => clock.advance(60 * MINUTE));

  const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const attempt = (email: string, password: string, ip = freshIp(), app = t) =>
    request(app.http).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  async function failFiveTimes(email: string) {
    for (let i = 0; i < 5; i++) await attempt(email, 'wrong-password').expect(401);
  }

  it('after 5 failures for an address, from any IP, even the right password answers 429 with Retry-After', async () => {
    await failFiveTimes(f.emails.staff);
    const response = await attempt(f.emails.staff, PASSWORD).expect(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('an unknown address gets the very same 429: status, body and Retry-After', async () => {
    await failFiveTimes(f.emails.kitchen);
    await failFiveTimes('niemand@nergens.nl');
    const known = await attempt(f.emails.kitchen, 'wrong-password').expect(429);
    const unknown = await attempt('niemand@nergens.nl', 'wrong-password').expect(429);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('the wait doubles with each failure after a block, up to 15 minutes, and then expires', async () => {
    await failFiveTimes(f.emails.admin);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wait = Number((await attempt(f.emails.admin, 'wrong-password').expect(429)).headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
      await attempt(f.emails.admin, 'wrong-password').expect(401);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    // 15 minutes without a failure: the back-off is gone and the real user gets in.
    clock.advance(15 * MINUTE);
    await attempt(f.emails.admin, PASSWORD).expect(200);
  });

  it('a success resets the address counter', async () => {
    const email = f.emails.staff;
    for (let i = 0; i < 4; i++) await attempt(email, 'wrong-password').expect(401);
    await attempt(email, PASSWORD).expect(200);
    for (let i = 0; i < 4; i++) await attempt(email, 'wrong-password').expect(401);
    await attempt(email, PASSWORD).expect(200);
  });

  it('after 20 failures from one IP, that IP answers 429 for any address, while other IPs still log in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await attempt(`raden${i}@test.nl`, 'wrong-password', ip).expect(401);
    const refused = await attempt(f.emails.kitchen, PASSWORD, ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await attempt(f.emails.kitchen, PASSWORD).expect(200);
  });

  it('instances share the counts: 3 failures on one and 2 on the other block the address on both', async () => {
    const email = 'gedeeld@test.nl';
    for (let i = 0; i < 3; i++) await attempt(email, 'wrong-password').expect(401);
    for (let i = 0; i < 2; i++) await attempt(email, 'wrong-password', freshIp(), behindProxy).expect(401);
    await attempt(email, 'wrong-password').expect(429);
    await attempt(email, 'wrong-password', freshIp(), behindProxy).expect(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: changing it does not escape the per-IP limit', async () => {
    for (let i = 0; i < 20; i++) await attempt(`proxy${i}@test.nl`, 'wrong-password', freshIp(), behindProxy).expect(401);
    await attempt(f.emails.kitchen, PASSWORD, freshIp(), behindProxy).expect(429);
  });

  it('with TRUST_PROXY=1, only the entry the one proxy appended counts: a client-written leftmost entry escapes nothing', async () => {
    const proxySees = freshIp();
    for (let i = 0; i < 20; i++) await attempt(`links${i}@test.nl`, 'wrong-password', `${freshIp()}, ${proxySees}`).expect(401);
    await attempt(f.emails.kitchen, PASSWORD, `${freshIp()}, ${proxySees}`).expect(429);
  });

  it('parallel guesses for one address cannot slip past the limit', async () => {
    const email = 'parallel@test.nl';
    const statuses = await Promise.all(Array.from({ length: 12 }, () => attempt(email, 'wrong-password').then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('forgot-password throttle: 5 per address and 20 per IP per hour, the same for unknown addresses', () => {
  const clock = new TestClock();
  let t: TestApp;
  let f: TenantFixture;

  beforeAll(async () => {
    t = await createTestApp({ clock, trustProxy: 1 });
    f = await createTenant(t);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.advance(2 * 60 * MINUTE));

  let n = 0;
  const forgot = (email: string, ip = `10.5.0.${++n % 250}`) =>
    request(t.http).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });

  it('the sixth request for an address within an hour answers 429 with Retry-After, known or unknown alike', async () => {
    for (const email of [f.emails.staff, 'onbekend@nergens.nl']) for (let i = 0; i < 5; i++) await forgot(email).expect(202);
    const known = await forgot(f.emails.staff).expect(429);
    const unknown = await forgot('onbekend@nergens.nl').expect(429);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(59 * 60);
    clock.advance(60 * MINUTE);
    await forgot(f.emails.staff).expect(202);
  });

  it('the 21st request from one IP within an hour answers 429, for any address', async () => {
    for (let i = 0; i < 20; i++) await forgot(`adres${i}@test.nl`, '10.6.0.1').expect(202);
    await forgot('nog-een@test.nl', '10.6.0.1').expect(429);
    await forgot('nog-een@test.nl', '10.6.0.2').expect(202);
  });
});
