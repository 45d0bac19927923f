import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, listen, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The bound: an open stream ends at most this long after its session does. */
const WITHIN_MS = 5000;

/** Resolves when the stream has ended, or fails once `ms` have passed. */
function endsWithin(stream: EventStream, ms: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`the stream did not end within ${ms} ms after ${what}`)), ms);
    void stream.ended.then(() => {
      clearTimeout(timeout);
      resolve();
    });
  });
}

describe('an event stream ends with its session, on any instance', () => {
  let first: TestApp;
  let second: TestApp;
  let urlFirst: string;
  let urlSecond: string;
  let superToken: string;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ databaseUrl: first.databaseUrl, jwtSecret: first.config.jwtSecret });
    urlFirst = await listen(first);
    urlSecond = await listen(second);
    superToken = (await createSuperadmin(first)).token;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('when its token expires', async () => {
    const f: TenantFixture = await createTenant(first);
    // Signed like a login's token, with 2 s to live (each app in this process shares one passport strategy, so no third app).
    const token = await first.app.get(JwtService).signAsync({ sub: f.userIds.staff, role: 'staff', tenantId: f.tenantId }, { expiresIn: 2 });
    const stream = await EventStream.open(urlSecond, token);
    expect(stream.response.status).toBe(200);
    await endsWithin(stream, 2000 + WITHIN_MS, 'the token expired');
    const again = await fetch(`${urlSecond}/api/protected/events`, { headers: bearer(token) });
    expect(again.status).toBe(401);
  });

  it('when its user is deactivated on another instance', async () => {
    const f = await createTenant(first);
    const stream = await EventStream.open(urlSecond, f.tokens.staff);
    const bystander = await EventStream.open(urlSecond, f.tokens.kitchen);
    await request(first.http).put(`/api/protected/tenants/${f.tenantId}/users/${f.userIds.staff}`).set(bearer(f.tokens.admin)).send({ isActive: false }).expect(200);
    await endsWithin(stream, WITHIN_MS, 'the user was deactivated');
    expect((await fetch(`${urlSecond}/api/protected/events`, { headers: bearer(f.tokens.staff) })).status).toBe(401);
    // A colleague keeps their stream: it still receives what happens after the deactivation.
    const portion = await offerPortion(first, f, new TestClock());
    await bystander.next((e) => e.type === 'portion.created' && e.data.id === portion.id, WITHIN_MS, "the colleague's next event");
    bystander.close();
  });

  it("when its user's role changes", async () => {
    const f = await createTenant(first);
    const stream = await EventStream.open(urlFirst, f.tokens.kitchen);
    await request(second.http).put(`/api/protected/tenants/${f.tenantId}/users/${f.userIds.kitchen}`).set(bearer(f.tokens.admin)).send({ role: 'staff' }).expect(200);
    await endsWithin(stream, WITHIN_MS, 'the role changed');
  });

  it('when its tenant is deactivated', async () => {
    const f = await createTenant(first);
    const streams = await Promise.all([EventStream.open(urlFirst, f.tokens.staff), EventStream.open(urlSecond, f.tokens.admin)]);
    await request(first.http).put(`/api/protected/admin/tenants/${f.tenantId}`).set(bearer(superToken)).send({ isActive: false }).expect(200);
    await Promise.all(streams.map((stream) => endsWithin(stream, WITHIN_MS, 'the tenant was deactivated')));
  });
});
