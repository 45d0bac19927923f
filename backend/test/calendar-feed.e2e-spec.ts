import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createStaffMembers, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('calendar feed: a private address that follows the open reservations', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let ipCount = 0;
  /** Each call from its own forwarded IP, so that only the rate-limit test meets the per-IP limit. */
  const ip = () => ({ 'X-Forwarded-For': `10.7.${Math.floor(++ipCount / 250)}.${ipCount % 250}` });

  const renew = (token: string) => request(t.http).post('/api/protected/profile/calendar-feed').set(bearer(token));
  const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1];
  const fetchFeed = (url: string) =>
    request(t.http)
      .get(`/api/calendar/${tokenOf(url)}.ics`)
      .set(ip());
  const setStatus = (token: string, id: string, status: string) =>
    request(t.http).patch(`/api/protected/reservations/${id}/status`).set(bearer(token)).send({ status }).expect(200);
  /** The feed's entries, unfolded (RFC 5545 folds long lines), as their UIDs. */
  const uids = (ics: string) => [...ics.replace(/\r\n[ \t]/g, '').matchAll(/^UID:(.+)$/gm)].map((match) => match[1].trim());

  beforeAll(async () => {
    t = await createTestApp({ clock, trustProxy: 1 });
    a = await createTenant(t);
  });
  afterAll(() => t.close());

  it('answers 201 with a webcal:// address whose token is long and random; only its SHA-256 is stored', async () => {
    const [person] = await createStaffMembers(t, a, 1);
    const { body } = await renew(person.token).expect(201);
    expect(body).toEqual({ url: expect.stringMatching(/^webcal:\/\/portiepunt\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/) });
    const rows = await t.app.get(DataSource).query('SELECT token_hash FROM calendar_feeds WHERE user_id = $1', [person.userId]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(tokenOf(body.url)).digest('hex') }]);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(body.url));
  });

  it('lists each open reservation from reserving until the portion ends, with location, pickup code and allergens, in no cache', async () => {
    const [person] = await createStaffMembers(t, a, 1);
    const portion = await offerPortion(t, a, clock, {
      title: 'Stoofvlees met frietjes',
      allergens: ['gluten', 'milk'],
      mayContain: ['nuts'],
    });
    const reservation = (await reserve(t, person.token, portion.id, 2).expect(201)).body;
    const { url } = (await renew(person.token).expect(201)).body;

    const feed = await fetchFeed(url).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    const ics = feed.text.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('X-WR-CALNAME:Portiepunt: mijn reserveringen');
    expect(uids(feed.text)).toEqual([`${reservation.id}@portiepunt.nl`]);
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc(reservation.reservedAt)}`);
    expect(ics).toContain(`DTEND:${utc(portion.availableUntil as string)}`);
    expect(ics).toContain('SUMMARY:2 porties ophalen: Stoofvlees met frietjes');
    expect(ics).toContain('LOCATION:Locatie 1\r\n');
    expect(ics).toContain(`Je ophaalcode: ${reservation.pickupCode}`);
    // Commas and semicolons are escaped in iCalendar text.
    expect(ics).toContain('Allergenen: bevat: Gluten\\, Melk\\; kan sporen bevatten van: Noten.');
  });

  it("speaks the owner's language", async () => {
    const [person] = await createStaffMembers(t, a, 1);
    await request(t.http).put('/api/protected/profile/language').set(bearer(person.token)).send({ language: 'fr' }).expect(200);
    const portion = await offerPortion(t, a, clock, { title: 'Soupe', allergens: ['celery'] });
    await reserve(t, person.token, portion.id).expect(201);
    const ics = (await fetchFeed((await renew(person.token).expect(201)).body.url).expect(200)).text.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('X-WR-CALNAME:Portiepunt\u00a0: mes réservations');
    expect(ics).toContain('SUMMARY:Retirer la portion\u00a0: Soupe');
    expect(ics).toContain('Allergènes\u00a0: contient\u00a0: Céleri.');
  });

  it('a picked-up or cancelled reservation leaves the feed; only the owner’s open ones are in it', async () => {
    const [person, other] = await createStaffMembers(t, a, 2);
    const [kept, collected, cancelled] = await Promise.all(
      [1, 2, 3].map(async () => (await reserve(t, person.token, (await offerPortion(t, a, clock)).id).expect(201)).body),
    );
    await reserve(t, other.token, (await offerPortion(t, a, clock)).id).expect(201);
    const { url } = (await renew(person.token).expect(201)).body;
    expect(uids((await fetchFeed(url).expect(200)).text).sort()).toEqual(
      [kept.id, collected.id, cancelled.id].map((id) => `${id}@portiepunt.nl`).sort(),
    );

    await setStatus(a.tokens.kitchen, collected.id, 'picked_up');
    await setStatus(person.token, cancelled.id, 'cancelled');
    expect(uids((await fetchFeed(url).expect(200)).text)).toEqual([`${kept.id}@portiepunt.nl`]);
  });

  it('a reservation never collected stays a week after its portion ended, then leaves', async () => {
    const [person] = await createStaffMembers(t, a, 1);
    const reservation = (await reserve(t, person.token, (await offerPortion(t, a, clock)).id).expect(201)).body;
    const { url } = (await renew(person.token).expect(201)).body;
    const start = clock.now();
    try {
      clock.advance(2 * HOUR + 6 * 24 * HOUR);
      expect(uids((await fetchFeed(url).expect(200)).text)).toEqual([`${reservation.id}@portiepunt.nl`]);
      clock.advance(24 * HOUR);
      expect(uids((await fetchFeed(url).expect(200)).text)).toEqual([]);
    } finally {
      clock.set(start);
    }
  });

  it('renewing gives a new address and ends the old one: it answers 404', async () => {
    const [person] = await createStaffMembers(t, a, 1);
    const first = (await renew(person.token).expect(201)).body.url;
    await fetchFeed(first).expect(200);
    const second = (await renew(person.token).expect(201)).body.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first).expect(404)).body.code).toBe('calendar_feed_unknown');
    await fetchFeed(second).expect(200);
    const rows = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM calendar_feeds WHERE user_id = $1', [person.userId]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('making and renewing are audited with the person as target; the personal export says since when, never the address', async () => {
    const [person] = await createStaffMembers(t, a, 1);
    const exported = async () => (await request(t.http).get('/api/protected/profile/export').set(bearer(person.token)).expect(200)).body;
    expect((await exported()).calendarFeed).toBeNull();
    const first = (await renew(person.token).expect(201)).body.url;
    clock.advance(HOUR);
    const second = (await renew(person.token).expect(201)).body.url;
    const audit = await t.app
      .get(DataSource)
      .query(`SELECT action, actor_id, target_type, target_id FROM audit_log WHERE target_id = $1 ORDER BY at, action`, [person.userId]);
    expect(audit.filter((row: { action: string }) => row.action.startsWith('calendar_feed.'))).toEqual([
      { action: 'calendar_feed.created', actor_id: person.userId, target_type: 'user', target_id: person.userId },
      { action: 'calendar_feed.renewed', actor_id: person.userId, target_type: 'user', target_id: person.userId },
    ]);
    const body = await exported();
    expect(body.calendarFeed).toEqual({ createdAt: clock.now().toISOString() });
    const text = JSON.stringify(body);
    for (const url of [first, second]) expect(text).not.toContain(tokenOf(url));
    expect(text).not.toMatch(/webcal|token_?hash/i);
  });

  it('a deactivated person’s feed answers 404 like an unknown one', async () => {
    const [person] = await createStaffMembers(t, a, 1);
    const { url } = (await renew(person.token).expect(201)).body;
    await t.app.get(DataSource).query('UPDATE users SET is_active = false WHERE id = $1', [person.userId]);
    expect((await fetchFeed(url).expect(404)).body.code).toBe('calendar_feed_unknown');
  });

  it('is for staff and kitchen; an admin (who reserves nothing) gets 403 and nobody without login gets an address', async () => {
    await renew(a.tokens.kitchen).expect(201);
    await renew(a.tokens.admin).expect(403);
    await request(t.http).post('/api/protected/profile/calendar-feed').expect(401);
  });

  it('counts unknown tokens per IP: after 30 within 10 minutes, 429 with Retry-After; a live feed still opens', async () => {
    const from = { 'X-Forwarded-For': '10.6.0.1' };
    const unknown = () =>
      request(t.http)
        .get(`/api/calendar/${'x'.repeat(43)}.ics`)
        .set(from);
    for (let i = 0; i < 30; i++) expect((await unknown()).status).toBe(404);
    const refused = await unknown().expect(429);
    expect(refused.body.code).toBe('too_many_calendar_lookups');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.http).get('/api/calendar/not-a-token').set(from).expect(429);
    const { url } = (await renew(a.tokens.staff).expect(201)).body;
    await request(t.http)
      .get(`/api/calendar/${tokenOf(url)}.ics`)
      .set(from)
      .expect(200);
  });
});
