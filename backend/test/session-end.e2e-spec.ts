import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LIVE_EVENTS_APPLICATION, PgLiveEventBus } from '../src/infrastructure/platform/realtime/pg-live-event-bus.js';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, listen, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { waitUntil } from './support/wait.js';

/** The promise: an open stream ends at most this long after its session does, on every instance. */
const WITHIN_MS = 1000;

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
    // Signed like a login's token, with 2 s to live.
    const { ver } = JSON.parse(Buffer.from(f.tokens.staff.split('.')[1], 'base64url').toString('utf8')) as { ver: number };
    const token = await first.app
      .get(JwtService)
      .signAsync({ sub: f.userIds.staff, role: 'staff', tenantId: f.tenantId, ver }, { expiresIn: 2 });
    const stream = await EventStream.open(urlSecond, token);
    expect(stream.response.status).toBe(200);
    // The token's `exp` is a whole second at most 2 s away.
    await endsWithin(stream, 2000 + WITHIN_MS, 'the token expired');
    const again = await fetch(`${urlSecond}/api/protected/events`, { headers: bearer(token) });
    expect(again.status).toBe(401);
  });

  it('when its user is deactivated on another instance', async () => {
    const f = await createTenant(first);
    const stream = await EventStream.open(urlSecond, f.tokens.staff);
    const bystander = await EventStream.open(urlSecond, f.tokens.kitchen);
    await request(first.http)
      .put(`/api/protected/tenants/${f.tenantId}/users/${f.userIds.staff}`)
      .set(bearer(f.tokens.admin))
      .send({ isActive: false })
      .expect(200);
    await endsWithin(stream, WITHIN_MS, 'the user was deactivated');
    expect((await fetch(`${urlSecond}/api/protected/events`, { headers: bearer(f.tokens.staff) })).status).toBe(401);
    // A colleague keeps their stream: it still receives what happens after the deactivation.
    const portion = await offerPortion(first, f, new TestClock());
    await bystander.next((e) => e.type === 'portion.created' && e.data.id === portion.id, 5000, "the colleague's next event");
    bystander.close();
  });

  it("when its user's role changes", async () => {
    const f = await createTenant(first);
    const stream = await EventStream.open(urlFirst, f.tokens.kitchen);
    await request(second.http)
      .put(`/api/protected/tenants/${f.tenantId}/users/${f.userIds.kitchen}`)
      .set(bearer(f.tokens.admin))
      .send({ role: 'staff' })
      .expect(200);
    await endsWithin(stream, WITHIN_MS, 'the role changed');
  });

  it('when its user changes their password', async () => {
    const f = await createTenant(first);
    const stream = await EventStream.open(urlSecond, f.tokens.staff);
    await request(first.http)
      .put('/api/protected/profile/password')
      .set(bearer(f.tokens.staff))
      .send({ currentPassword: PASSWORD, newPassword: 'Nieuw-wachtwoord-1' })
      .expect(204);
    await endsWithin(stream, WITHIN_MS, 'the password changed');
  });

  it('when its tenant is deactivated', async () => {
    const f = await createTenant(first);
    const streams = await Promise.all([EventStream.open(urlFirst, f.tokens.staff), EventStream.open(urlSecond, f.tokens.admin)]);
    await request(first.http)
      .put(`/api/protected/admin/tenants/${f.tenantId}`)
      .set(bearer(superToken))
      .send({ isActive: false })
      .expect(200);
    await Promise.all(streams.map((stream) => endsWithin(stream, WITHIN_MS, 'the tenant was deactivated')));
  });

  it('only the streams of the changed principal end: a change that leaves the principal as it was keeps its stream', async () => {
    const f = await createTenant(first);
    const renamed = await EventStream.open(urlSecond, f.tokens.staff);
    const deactivated = await EventStream.open(urlSecond, f.tokens.admin);
    const db = first.app.get(DataSource);
    await db.query(`UPDATE users SET first_name = 'Anders' WHERE id = $1`, [f.userIds.staff]);
    await db.query('UPDATE users SET is_active = false WHERE id = $1', [f.userIds.admin]);
    // The rename was notified first: once the deactivation has ended its stream and a later event went round, it was judged.
    await endsWithin(deactivated, WITHIN_MS, 'the admin was deactivated');
    const portion = await offerPortion(first, f, new TestClock());
    await renamed.next((e) => e.type === 'portion.created' && e.data.id === portion.id, 5000, 'the next event after the rename');
    renamed.close();
  });

  it('while the LISTEN connection is down, a deactivation still ends the stream within 1 s', async () => {
    const f = await createTenant(first);
    const stream = await EventStream.open(urlSecond, f.tokens.staff);
    const bus = second.app.get(PgLiveEventBus);
    const db = first.app.get(DataSource);
    const listeners = async () =>
      (await db.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [
        LIVE_EVENTS_APPLICATION,
      ])) as { pid: number }[];
    await db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [(await listeners()).map((l) => l.pid)]);
    await waitUntil(() => !bus.listening, 'the instance noticed its LISTEN connection closed');
    await db.query('UPDATE users SET is_active = false WHERE id = $1', [f.userIds.staff]);
    await endsWithin(stream, WITHIN_MS, 'the user was deactivated without a notification');
    await waitUntil(() => bus.listening && first.app.get(PgLiveEventBus).listening, 'both instances listen again');
  });
});
