import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CreateLocationUseCase } from '../src/application/tenancy/create-location.use-case.js';
import { REVOCATION_CHECK_MS } from '../src/application/displays/display-streams.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, EventStream, listen, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('display links: a location screen without login', () => {
  const clock = new TestClock();
  let t: TestApp;
  let baseUrl: string;
  let a: TenantFixture;
  let b: TenantFixture;
  let ipCount = 0;
  /** Each call from its own forwarded IP, so that only the rate-limit test meets the per-IP limit. */
  const ip = () => ({ 'X-Forwarded-For': `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}` });

  const links = (tenant: TenantFixture, locationId = tenant.locationId) =>
    `/api/protected/tenants/${tenant.tenantId}/locations/${locationId}/displays`;
  const createLink = async (tenant: TenantFixture, locationId = tenant.locationId) =>
    (await request(t.http).post(links(tenant, locationId)).set(bearer(tenant.tokens.admin)).expect(201)).body as {
      id: string;
      url: string;
      createdAt: string;
    };
  const tokenOf = (url: string) => url.split('/scherm/')[1];
  const screen = (token: string) => request(t.http).get(`/api/display/${token}/portions`).set(ip());
  const openStream = (token: string, url = baseUrl) => EventStream.open(url, undefined, `/api/display/${token}/events`);

  beforeAll(async () => {
    t = await createTestApp({ clock, trustProxy: 1 });
    baseUrl = await listen(t);
    a = await createTenant(t, 'custom');
    b = await createTenant(t);
  });
  afterAll(() => t.close());

  describe('the admin', () => {
    it('creates a link whose token is long and random, shown once; only its SHA-256 is stored', async () => {
      const created = await createLink(a);
      expect(created).toEqual({ id: expect.any(String), name: null, url: expect.any(String), createdAt: expect.any(String) });
      expect(created.url).toMatch(/^http:\/\/portiepunt\.test\/scherm\/[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(created.url);
      expect(tokenOf((await createLink(a)).url)).not.toBe(token);
      const rows = await t.app.get(DataSource).query('SELECT * FROM display_links WHERE id = $1', [created.id]);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('lists the live links of a location, newest first, without tokens, as a react-admin list', async () => {
      const other = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Lijstlocatie' });
      const first = await createLink(a, other.id);
      clock.advance(1000);
      const second = await createLink(a, other.id);
      const list = await request(t.http).get(links(a, other.id)).set(bearer(a.tokens.admin)).expect(200);
      expect(list.body).toEqual([
        { id: second.id, name: null, createdAt: second.createdAt },
        { id: first.id, name: null, createdAt: first.createdAt },
      ]);
      expect(list.headers['content-range']).toBe('displays 0-1/2');
      expect(JSON.stringify(list.body)).not.toContain(tokenOf(first.url));
    });

    it('names a link when it is made and renames it (200), shown in the list; the screen keeps working', async () => {
      const made = await request(t.http).post(links(a)).set(bearer(a.tokens.admin)).send({ name: '  Scherm hal Hoofdgebouw ' }).expect(201);
      expect(made.body).toMatchObject({ name: 'Scherm hal Hoofdgebouw' });
      const renamed = await request(t.http)
        .put(`${links(a)}/${made.body.id}`)
        .set(bearer(a.tokens.admin))
        .send({ name: 'Scherm restaurant' })
        .expect(200);
      expect(renamed.body).toEqual({ id: made.body.id, name: 'Scherm restaurant', createdAt: made.body.createdAt });
      const list = await request(t.http).get(links(a)).set(bearer(a.tokens.admin)).expect(200);
      expect(list.body.find((row: { id: string }) => row.id === made.body.id)).toEqual(renamed.body);
      await screen(tokenOf(made.body.url)).expect(200);
      const audit = await t.app.get(DataSource).query('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY at', [made.body.id]);
      expect(audit.map((row: { action: string }) => row.action)).toEqual(['display_link.created', 'display_link.renamed']);
    });

    it('a blank, missing or too long name answers 400 naming the field and changes nothing', async () => {
      const link = await createLink(a);
      for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(101) }, { name: null }]) {
        const refused = await request(t.http)
          .put(`${links(a)}/${link.id}`)
          .set(bearer(a.tokens.admin))
          .send(body)
          .expect(400);
        expect(refusedFields(refused.body)).toEqual(['name']);
      }
      const blank = await request(t.http).post(links(a)).set(bearer(a.tokens.admin)).send({ name: ' ' }).expect(400);
      expect(refusedFields(blank.body)).toEqual(['name']);
      const list = await request(t.http).get(links(a)).set(bearer(a.tokens.admin)).expect(200);
      expect(list.body.find((row: { id: string }) => row.id === link.id).name).toBeNull();
    });

    it("renaming another tenant's link, or a revoked one, answers 404", async () => {
      const link = await createLink(a);
      await request(t.http)
        .put(`${links(b, a.locationId)}/${link.id}`)
        .set(bearer(b.tokens.admin))
        .send({ name: 'Van B' })
        .expect(404);
      await request(t.http)
        .put(`${links(b)}/${link.id}`)
        .set(bearer(b.tokens.admin))
        .send({ name: 'Van B' })
        .expect(404);
      await request(t.http)
        .delete(`${links(a)}/${link.id}`)
        .set(bearer(a.tokens.admin))
        .expect(204);
      const gone = await request(t.http)
        .put(`${links(a)}/${link.id}`)
        .set(bearer(a.tokens.admin))
        .send({ name: 'Te laat' })
        .expect(404);
      expect(gone.body.code).toBe('display_link_not_found');
    });

    it('revokes a link (204): it leaves the list, its page answers 404, and revoking again answers 404', async () => {
      const link = await createLink(a);
      await screen(tokenOf(link.url)).expect(200);
      await request(t.http)
        .delete(`${links(a)}/${link.id}`)
        .set(bearer(a.tokens.admin))
        .expect(204);
      const list = await request(t.http).get(links(a)).set(bearer(a.tokens.admin)).expect(200);
      expect(list.body.map((row: { id: string }) => row.id)).not.toContain(link.id);
      const gone = await screen(tokenOf(link.url)).expect(404);
      expect(gone.body).toMatchObject({ code: 'display_link_unknown', message: expect.stringContaining('ingetrokken') });
      const again = await request(t.http)
        .delete(`${links(a)}/${link.id}`)
        .set(bearer(a.tokens.admin))
        .expect(404);
      expect(again.body.code).toBe('display_link_not_found');
      const audit = await t.app.get(DataSource).query('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY at', [link.id]);
      expect(audit.map((row: { action: string }) => row.action)).toEqual(['display_link.created', 'display_link.revoked']);
    });

    it("another tenant's location or link answers 404 and changes nothing", async () => {
      const link = await createLink(a);
      // Tenant B's admin with A's location under B's own path.
      await request(t.http).post(links(b, a.locationId)).set(bearer(b.tokens.admin)).expect(404);
      await request(t.http).get(links(b, a.locationId)).set(bearer(b.tokens.admin)).expect(404);
      await request(t.http)
        .delete(`${links(b, a.locationId)}/${link.id}`)
        .set(bearer(b.tokens.admin))
        .expect(404);
      await request(t.http)
        .delete(`${links(b)}/${link.id}`)
        .set(bearer(b.tokens.admin))
        .expect(404);
      // A's link under another location of A is not found either.
      const other = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Elders' });
      await request(t.http)
        .delete(`${links(a, other.id)}/${link.id}`)
        .set(bearer(a.tokens.admin))
        .expect(404);
      await screen(tokenOf(link.url)).expect(200);
    });

    it('is the only role that manages links', async () => {
      await request(t.http).post(links(a)).set(bearer(a.tokens.kitchen)).expect(403);
      await request(t.http).get(links(a)).set(bearer(a.tokens.staff)).expect(403);
      await request(t.http).post(links(a)).expect(401);
    });
  });

  describe('the screen', () => {
    it("shows the location's reservable portions, soonest end first, with no names or other personal data", async () => {
      const location = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Restaurant De Linde' });
      const later = await offerPortion(t, a, clock, {
        locationId: location.id,
        title: 'Soep',
        allergens: ['gluten'],
        mayContain: ['nuts'],
        diet: ['vegetarian'],
      });
      const sooner = await offerPortion(t, a, clock, {
        locationId: location.id,
        title: 'Stamppot',
        availableUntil: new Date(clock.now().getTime() + 30 * 60 * 1000).toISOString(),
      });
      const soldOut = await offerPortion(t, a, clock, { locationId: location.id, title: 'Taart', totalQuantity: 1 });
      await reserve(t, a.tokens.staff, soldOut.id).expect(201);
      await offerPortion(t, a, clock, { title: 'Elders' });
      const body = (await screen(tokenOf((await createLink(a, location.id)).url)).expect(200)).body;
      expect(body.locationName).toBe('Restaurant De Linde');
      expect(body.portions.map((p: { id: string }) => p.id)).toEqual([sooner.id, later.id]);
      expect(body.portions[1]).toEqual({
        id: later.id,
        title: 'Soep',
        availableQuantity: 10,
        totalQuantity: 10,
        availableUntil: later.availableUntil,
        allergens: ['gluten'],
        mayContain: ['nuts'],
        allergensDeclared: true,
        diet: ['vegetarian'],
        iddsiLevel: null,
        photoUrl: null,
      });
      const text = JSON.stringify(body);
      for (const value of [...Object.values(a.userIds), ...Object.values(a.emails), a.tenantId, location.id])
        expect(text).not.toContain(value);
    });

    it('refuses malformed, guessed and revoked tokens alike with 404 display_link_unknown', async () => {
      const revoked = await createLink(a);
      await request(t.http)
        .delete(`${links(a)}/${revoked.id}`)
        .set(bearer(a.tokens.admin))
        .expect(204);
      const guessed = 'A'.repeat(43);
      for (const token of ['kort', guessed, `${guessed}A`, 'a.b', '%00', tokenOf(revoked.url)]) {
        const answer = await screen(encodeURIComponent(token));
        expect({ token, status: answer.status, code: answer.body.code }).toEqual({ token, status: 404, code: 'display_link_unknown' });
        const events = await request(t.http)
          .get(`/api/display/${encodeURIComponent(token)}/events`)
          .set(ip());
        expect({ token, status: events.status, code: events.body.code }).toEqual({ token, status: 404, code: 'display_link_unknown' });
      }
    });

    it('a deactivated location or tenant closes its screens', async () => {
      const location = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Tijdelijk' });
      const token = tokenOf((await createLink(a, location.id)).url);
      await screen(token).expect(200);
      await request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/locations/${location.id}`)
        .set(bearer(a.tokens.admin))
        .send({ isActive: false })
        .expect(200);
      await screen(token).expect(404);
    });

    it('after 30 lookups from one IP that find nothing within 10 minutes, answers 429 with Retry-After, and never blocks a live link', async () => {
      const token = tokenOf((await createLink(a)).url);
      const from = { 'X-Forwarded-For': '10.8.0.1' };
      // Live links do not count: a screen may reconnect for days.
      for (let i = 0; i < 35; i++) await request(t.http).get(`/api/display/${token}/portions`).set(from).expect(200);
      for (let i = 0; i < 30; i++)
        await request(t.http)
          .get(`/api/display/${'B'.repeat(43)}/portions`)
          .set(from)
          .expect(404);
      const limited = await request(t.http)
        .get(`/api/display/${'B'.repeat(43)}/portions`)
        .set(from)
        .expect(429);
      expect(limited.body.code).toBe('too_many_display_lookups');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await request(t.http).get(`/api/display/${token}/portions`).set(from).expect(200);
      await request(t.http).get(`/api/display/${token}/portions`).set({ 'X-Forwarded-For': '10.8.0.2' }).expect(200);
    });
  });

  describe('the live stream', () => {
    it("carries the location's portion events, and neither reservations nor other locations", async () => {
      const location = await t.app.get(CreateLocationUseCase).execute(a.tenantId, { name: 'Live' });
      const token = tokenOf((await createLink(a, location.id)).url);
      const stream = await openStream(token);
      try {
        expect(stream.response.status).toBe(200);
        expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
        await stream.waitFor(() => stream.comments.includes('connected'), 5000, 'connected comment');
        await offerPortion(t, a, clock, { title: 'Elders' });
        const portion = await offerPortion(t, a, clock, { locationId: location.id, title: 'Curry' });
        // An event carries the state when it is read: wait for it before changing the state again.
        await stream.waitFor(() => stream.events.some((e) => e.data.id === portion.id), 5000, 'created');
        await reserve(t, a.tokens.staff, portion.id).expect(201);
        await stream.waitFor(() => stream.events.filter((e) => e.data.id === portion.id).length === 2, 5000, 'created and updated');
        expect(stream.events.map((e) => [e.type, e.data.id, e.data.availableQuantity])).toEqual([
          ['portion.created', portion.id, 10],
          ['portion.updated', portion.id, 9],
        ]);
        const text = JSON.stringify(stream.events);
        for (const value of [...Object.values(a.userIds), ...Object.values(a.emails)]) expect(text).not.toContain(value);
        // The screen's list answer, field for field, and the status that says whether the portion stays on it.
        const listed = (await request(t.http).get(`/api/display/${token}/portions`).expect(200)).body.portions[0];
        expect(stream.events.at(-1)!.data).toEqual({ ...listed, status: 'available' });
      } finally {
        stream.close();
      }
    });

    it('a revoked link ends its open stream at once on this instance, and its reconnect answers 404', async () => {
      const link = await createLink(a);
      const stream = await openStream(tokenOf(link.url));
      await stream.waitFor(() => stream.comments.includes('connected'), 5000, 'connected comment');
      const revokedAt = Date.now();
      await request(t.http)
        .delete(`${links(a)}/${link.id}`)
        .set(bearer(a.tokens.admin))
        .expect(204);
      await stream.ended;
      expect(Date.now() - revokedAt).toBeLessThan(1000);
      expect((await fetch(`${baseUrl}/api/display/${tokenOf(link.url)}/events`)).status).toBe(404);
    });

    it(`a link revoked on another instance ends the stream within ${REVOCATION_CHECK_MS / 1000} s and a bit`, async () => {
      const second = await createTestApp({ clock, databaseUrl: t.databaseUrl });
      try {
        const secondUrl = await listen(second);
        const link = await createLink(a);
        const stream = await openStream(tokenOf(link.url), secondUrl);
        await stream.waitFor(() => stream.comments.includes('connected'), 5000, 'connected comment');
        const revokedAt = Date.now();
        await request(t.http)
          .delete(`${links(a)}/${link.id}`)
          .set(bearer(a.tokens.admin))
          .expect(204);
        await stream.ended;
        expect(Date.now() - revokedAt).toBeLessThan(REVOCATION_CHECK_MS + 1500);
      } finally {
        await second.close();
      }
    });
  });
});
