import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExpirePortionsUseCase } from '../src/application/portions/expire-portions.use-case.js';
import { REPO_ROOT } from '../src/infrastructure/platform/config/config.js';
import { EVENT_ROUTES } from '../src/infrastructure/event-routing/event-routes.js';
import { WEBHOOK_EVENTS } from '../src/domain/webhooks/webhook-endpoint.js';
import { LiveEventPublisher, type LiveEventRef } from '../src/infrastructure/platform/realtime/live-events.js';
import { createStaffMembers, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { FakeMollie } from './support/fake-mollie.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Row {
  useCase: string;
  recorded: string[];
  live: string[];
  webhooks: string[];
  audit: string[];
}

/** The table of backend/docs/events.md, row by row; `—` is an empty list. */
function readEventTable(): Row[] {
  const markdown = readFileSync(join(REPO_ROOT, 'backend', 'docs', 'events.md'), 'utf8');
  const lines = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Use case'));
  const list = (cell: string) => (cell === '—' ? [] : cell.split(',').map((item) => item.trim()));
  return lines.map((line) => {
    const [useCase, recorded, live, webhooks, audit] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { useCase, recorded: list(recorded), live: list(live), webhooks: list(webhooks), audit: list(audit) };
  });
}

interface Sent {
  live: string[];
  webhooks: string[];
  audit: string[];
}

/** Runs the use case's preparation, then measures what `act` alone sends. */
type Driver = (measure: (act: () => Promise<unknown>) => Promise<void>) => Promise<void>;

describe('events: every change sends what backend/docs/events.md says', () => {
  const table = readEventTable();
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let db: DataSource;
  let endpointId: string;
  let mollie: FakeMollie;
  const published: LiveEventRef[] = [];

  beforeAll(async () => {
    mollie = await FakeMollie.start();
    t = await createTestApp({ clock, config: { mollieApiUrl: mollie.apiUrl, extraCaCertsFile: mollie.caFile } });
    mollie.sendWebhook = async (_url, body) => (await request(t.http).post('/api/payments/mollie/webhook').type('form').send(body)).status;
    a = await createTenant(t);
    db = t.app.get(DataSource);
    // Every live event any use case publishes passes here, after its commit.
    const bus = t.app.get(LiveEventPublisher);
    const publish = bus.publish.bind(bus);
    bus.publish = (refs) => {
      published.push(...refs);
      return publish(refs);
    };
    endpointId = (
      await request(t.http)
        .post(`/api/protected/tenants/${a.tenantId}/webhooks`)
        .set(bearer(a.tokens.admin))
        .send({
          url: 'http://127.0.0.1:9/hook',
          events: [...WEBHOOK_EVENTS],
        })
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
  });

  const ids = async (sql: string) => new Set(((await db.query(sql, [a.tenantId])) as { id: string }[]).map((row) => row.id));
  const deliveries = () => db.query('SELECT id, event_type FROM webhook_deliveries WHERE tenant_id = $1', [a.tenantId]);
  const auditEntries = () => db.query('SELECT id, action FROM audit_log WHERE tenant_id = $1', [a.tenantId]);

  /** What `act` sends: live events in order; deliveries to the endpoint subscribed to all, and audit entries, sorted. */
  async function sentBy(act: () => Promise<unknown>, tenant = a): Promise<Sent> {
    const deliveriesBefore = await ids('SELECT id FROM webhook_deliveries WHERE tenant_id = $1');
    const auditBefore = await ids('SELECT id FROM audit_log WHERE tenant_id = $1');
    published.length = 0;
    await act();
    const live = published.filter((event) => event.tenantId === tenant.tenantId).map((event) => event.type);
    const webhooks = ((await deliveries()) as { id: string; event_type: string }[])
      .filter((row) => !deliveriesBefore.has(row.id))
      .map((row) => row.event_type);
    const audit = ((await auditEntries()) as { id: string; action: string }[])
      .filter((row) => !auditBefore.has(row.id))
      .map((row) => row.action);
    return { live, webhooks: webhooks.sort(), audit: audit.sort() };
  }

  const api = (path: string) => `/api/protected/tenants/${a.tenantId}${path}`;
  const photo = () =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer();
  const foodSafetyOn = () =>
    request(t.http)
      .put(`/api/protected/tenants/${a.tenantId}/settings`)
      .set(bearer(a.tokens.admin))
      .send({ foodSafety: { enabled: true } })
      .expect(200);
  const setStatus = (token: string, id: string, status: string) =>
    request(t.http).patch(`/api/protected/reservations/${id}/status`).set(bearer(token)).send({ status }).expect(200);

  const payments = (body: Record<string, unknown>) =>
    request(t.http).put(api('/payments')).set(bearer(a.tokens.admin)).send(body).expect(200);
  /** Runs `work` while tenant a pays online; a paid-online reservation (awaiting payment) on a priced portion is at hand. */
  const whileOnline = async (work: (reservation: { id: string; payment: { molliePaymentId: string } }) => Promise<void>) => {
    await payments({ mode: 'online', mollieApiKey: mollie.account().key });
    const { id } = await offerPortion(t, a, clock, { priceCents: 350 });
    const [person] = await createStaffMembers(t, a, 1);
    try {
      await work((await reserve(t, person.token, id).expect(201)).body);
    } finally {
      await payments({ mode: 'free' });
    }
  };
  const recordWaste = async (): Promise<string> =>
    (
      await request(t.http)
        .post(api('/waste-records'))
        .set(bearer(a.tokens.kitchen))
        .send({ locationId: a.locationId, weightGrams: 1200, stage: 'plate', reasonCode: 'returned', destination: 'digestion' })
        .expect(201)
    ).body.id;

  const drivers: Record<string, Driver> = {
    'Reserve a portion paid online': async (measure) => {
      await payments({ mode: 'online', mollieApiKey: mollie.account().key });
      const { id } = await offerPortion(t, a, clock, { priceCents: 350 });
      const [person] = await createStaffMembers(t, a, 1);
      await measure(() => reserve(t, person.token, id).expect(201));
      await payments({ mode: 'free' });
    },
    "Mollie reports a reservation's payment paid": (measure) =>
      whileOnline((reservation) => measure(() => mollie.act(reservation.payment.molliePaymentId, 'paid'))),
    "Mollie reports a reservation's payment cancelled": (measure) =>
      whileOnline((reservation) => measure(() => mollie.act(reservation.payment.molliePaymentId, 'canceled'))),
    'Choose how staff pay': (measure) => measure(() => payments({ mode: 'settlement' })),
    'Offer a portion': (measure) => measure(() => offerPortion(t, a, clock)),
    'Change a portion': async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      await measure(() =>
        request(t.http)
          .put(api(`/portions/${id}`))
          .set(bearer(a.tokens.kitchen))
          .send({ title: 'Soep' })
          .expect(200),
      );
    },
    "Set a portion's photo": async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      const bytes = await photo();
      await measure(() =>
        request(t.http)
          .put(api(`/portions/${id}/photo`))
          .set(bearer(a.tokens.kitchen))
          .attach('photo', bytes, 'foto.jpg')
          .expect(200),
      );
    },
    "Remove a portion's photo": async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      await request(t.http)
        .put(api(`/portions/${id}/photo`))
        .set(bearer(a.tokens.kitchen))
        .attach('photo', await photo(), 'foto.jpg')
        .expect(200);
      await measure(() =>
        request(t.http)
          .delete(api(`/portions/${id}/photo`))
          .set(bearer(a.tokens.kitchen))
          .expect(200),
      );
    },
    'Withdraw a portion with an open reservation': async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      await reserve(t, a.tokens.staff, id).expect(201);
      await measure(() =>
        request(t.http)
          .patch(api(`/portions/${id}/status`))
          .set(bearer(a.tokens.kitchen))
          .send({ status: 'expired' })
          .expect(200),
      );
    },
    'Expire portions whose window closed': async (measure) => {
      // What earlier rows left on offer expires first, unmeasured, so that one portion is measured.
      clock.advance(3 * HOUR);
      await t.app.get(ExpirePortionsUseCase).execute();
      await offerPortion(t, a, clock, { availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() });
      clock.advance(2 * HOUR);
      await measure(async () => expect(await t.app.get(ExpirePortionsUseCase).execute()).toBe(1));
    },
    'Record a temperature check': async (measure) => {
      await foodSafetyOn();
      const { id } = await offerPortion(t, a, clock, { storage: 'hot', temperatureC: 72 });
      await measure(() =>
        request(t.http)
          .post(api(`/portions/${id}/temperature-checks`))
          .set(bearer(a.tokens.kitchen))
          .send({ temperatureC: 66 })
          .expect(201),
      );
    },
    'Record a hot check below the minimum with an open reservation': async (measure) => {
      await foodSafetyOn();
      const { id } = await offerPortion(t, a, clock, { storage: 'hot', temperatureC: 72 });
      await reserve(t, a.tokens.staff, id).expect(201);
      await measure(() =>
        request(t.http)
          .post(api(`/portions/${id}/temperature-checks`))
          .set(bearer(a.tokens.kitchen))
          .send({ temperatureC: 52 })
          .expect(201),
      );
    },
    'Withdraw hot portions held too long, with an open reservation': async (measure) => {
      await foodSafetyOn();
      // What earlier rows left on offer ends first, unmeasured, so that one portion is measured.
      clock.advance(3 * HOUR);
      await t.app.get(ExpirePortionsUseCase).execute();
      const { id } = await offerPortion(t, a, clock, {
        storage: 'hot',
        temperatureC: 72,
        availableUntil: new Date(clock.now().getTime() + 5 * HOUR).toISOString(),
      });
      await reserve(t, a.tokens.staff, id).expect(201);
      clock.advance(3 * HOUR);
      await measure(async () => expect(await t.app.get(ExpirePortionsUseCase).execute()).toBe(1));
    },
    'Reserve a portion': async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      await measure(() => reserve(t, a.tokens.staff, id).expect(201));
    },
    'Pick up a reservation': async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      const reservation = (await reserve(t, a.tokens.staff, id).expect(201)).body;
      await measure(() => setStatus(a.tokens.kitchen, reservation.id, 'picked_up'));
    },
    'Hand a reservation over at the counter by its code': async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      const reservation = (await reserve(t, a.tokens.staff, id).expect(201)).body;
      await measure(() =>
        request(t.http)
          .post(api(`/locations/${a.locationId}/handovers`))
          .set(bearer(a.tokens.kitchen))
          .send({ code: reservation.pickupCode })
          .expect(200),
      );
    },
    'Cancel a reservation': async (measure) => {
      const { id } = await offerPortion(t, a, clock);
      const reservation = (await reserve(t, a.tokens.staff, id).expect(201)).body;
      await measure(() => setStatus(a.tokens.staff, reservation.id, 'cancelled'));
    },
    "Join a portion's waiting list": async (measure) => {
      const { id } = await offerPortion(t, a, clock, { totalQuantity: 1 });
      const [holder, waiter] = await createStaffMembers(t, a, 2);
      await reserve(t, holder.token, id).expect(201);
      await measure(() =>
        request(t.http)
          .post(api(`/portions/${id}/waitlist`))
          .set(bearer(waiter.token))
          .expect(201),
      );
    },
    'Cancel a reservation while someone waits': async (measure) => {
      const { id } = await offerPortion(t, a, clock, { totalQuantity: 1 });
      const [holder, waiter] = await createStaffMembers(t, a, 2);
      const reservation = (await reserve(t, holder.token, id).expect(201)).body;
      await request(t.http)
        .post(api(`/portions/${id}/waitlist`))
        .set(bearer(waiter.token))
        .expect(201);
      await measure(() => setStatus(holder.token, reservation.id, 'cancelled'));
    },
    "Raise a portion's quantity while someone waits": async (measure) => {
      const { id } = await offerPortion(t, a, clock, { totalQuantity: 1 });
      const [holder, waiter] = await createStaffMembers(t, a, 2);
      await reserve(t, holder.token, id).expect(201);
      await request(t.http)
        .post(api(`/portions/${id}/waitlist`))
        .set(bearer(waiter.token))
        .expect(201);
      await measure(() =>
        request(t.http)
          .put(api(`/portions/${id}`))
          .set(bearer(a.tokens.kitchen))
          .send({ totalQuantity: 2 })
          .expect(200),
      );
    },
    'Record waste': (measure) => measure(() => recordWaste()),
    'Change a waste record': async (measure) => {
      const id = await recordWaste();
      await measure(() =>
        request(t.http)
          .put(api(`/waste-records/${id}`))
          .set(bearer(a.tokens.kitchen))
          .send({ weightGrams: 900 })
          .expect(200),
      );
    },
    'Delete a waste record': async (measure) => {
      const id = await recordWaste();
      await measure(() =>
        request(t.http)
          .delete(api(`/waste-records/${id}`))
          .set(bearer(a.tokens.kitchen))
          .expect(200),
      );
    },
    'Add a location': (measure) =>
      measure(() => request(t.http).post(api('/locations')).set(bearer(a.tokens.admin)).send({ name: 'West' }).expect(201)),
    'Change a location': (measure) =>
      measure(() =>
        request(t.http)
          .put(api(`/locations/${a.locationId}`))
          .set(bearer(a.tokens.admin))
          .send({ name: 'Oost' })
          .expect(200),
      ),
    'Add a user': (measure) =>
      measure(() =>
        request(t.http)
          .post('/api/auth/register')
          .set(bearer(a.tokens.admin))
          .send({
            email: `nieuw.${a.tenantId}@example.nl`,
            firstName: 'Nieuwe',
            lastName: 'Collega',
            role: 'staff',
            password: PASSWORD,
            tenantId: a.tenantId,
          })
          .expect(201),
      ),
    "Change a user's role": async (measure) => {
      const [person] = await createStaffMembers(t, a, 1);
      await measure(() =>
        request(t.http)
          .put(api(`/users/${person.userId}`))
          .set(bearer(a.tokens.admin))
          .send({ role: 'kitchen' })
          .expect(200),
      );
    },
    'Deactivate a user': async (measure) => {
      const [person] = await createStaffMembers(t, a, 1);
      await measure(() =>
        request(t.http)
          .put(api(`/users/${person.userId}`))
          .set(bearer(a.tokens.admin))
          .send({ isActive: false })
          .expect(200),
      );
    },
    'Create an API key': (measure) =>
      measure(() =>
        request(t.http)
          .post(api('/api-keys'))
          .set(bearer(a.tokens.admin))
          .send({ name: 'Kassa', scopes: ['stats:read'] })
          .expect(201),
      ),
    'Revoke an API key': async (measure) => {
      const key = await request(t.http)
        .post(api('/api-keys'))
        .set(bearer(a.tokens.admin))
        .send({ name: 'Intranet', scopes: ['stats:read'] })
        .expect(201);
      await measure(() =>
        request(t.http)
          .delete(api(`/api-keys/${key.body.id}`))
          .set(bearer(a.tokens.admin))
          .expect(200),
      );
    },
    'Create a display link': (measure) =>
      measure(() =>
        request(t.http)
          .post(api(`/locations/${a.locationId}/displays`))
          .set(bearer(a.tokens.admin))
          .expect(201),
      ),
    'Revoke a display link': async (measure) => {
      const link = await request(t.http)
        .post(api(`/locations/${a.locationId}/displays`))
        .set(bearer(a.tokens.admin))
        .expect(201);
      await measure(() =>
        request(t.http)
          .delete(api(`/locations/${a.locationId}/displays/${link.body.id}`))
          .set(bearer(a.tokens.admin))
          .expect(204),
      );
    },
    'Make a calendar feed address': async (measure) => {
      const [person] = await createStaffMembers(t, a, 1);
      await measure(() => request(t.http).post('/api/protected/profile/calendar-feed').set(bearer(person.token)).expect(201));
    },
    'Renew a calendar feed address': async (measure) => {
      const [person] = await createStaffMembers(t, a, 1);
      await request(t.http).post('/api/protected/profile/calendar-feed').set(bearer(person.token)).expect(201);
      await measure(() => request(t.http).post('/api/protected/profile/calendar-feed').set(bearer(person.token)).expect(201));
    },
    'Register a webhook endpoint': (measure) =>
      measure(() =>
        request(t.http)
          .post(api('/webhooks'))
          .set(bearer(a.tokens.admin))
          .send({ url: 'http://127.0.0.1:9/other', events: ['portion.created'], enabled: false })
          .expect(201),
      ),
    'Change a webhook endpoint': (measure) =>
      measure(() =>
        request(t.http)
          .put(api(`/webhooks/${endpointId}`))
          .set(bearer(a.tokens.admin))
          .send({ enabled: true })
          .expect(200),
      ),
    'Delete a webhook endpoint': async (measure) => {
      const hook = await request(t.http)
        .post(api('/webhooks'))
        .set(bearer(a.tokens.admin))
        .send({ url: 'http://127.0.0.1:9/gone', events: ['portion.created'], enabled: false })
        .expect(201);
      await measure(() =>
        request(t.http)
          .delete(api(`/webhooks/${hook.body.id}`))
          .set(bearer(a.tokens.admin))
          .expect(200),
      );
    },
    "Change one's password": async (measure) => {
      const [person] = await createStaffMembers(t, a, 1);
      await measure(() =>
        request(t.http)
          .put('/api/protected/profile/password')
          .set(bearer(person.token))
          .send({ currentPassword: PASSWORD, newPassword: 'Lasagne-op-dinsdag-7' })
          .expect(204),
      );
    },
  };

  it('has a driver for every row and a row for every driver', () => {
    expect(table.map((row) => row.useCase).sort()).toEqual(Object.keys(drivers).sort());
  });

  it('names every event an aggregate records, and every event it names is routed as the table says', () => {
    const recorded = new Set(table.flatMap((row) => row.recorded));
    expect([...recorded].sort()).toEqual(Object.keys(EVENT_ROUTES).sort());
    for (const row of table.filter((row) => row.recorded.length === 1)) {
      const route = EVENT_ROUTES[row.recorded[0] as keyof typeof EVENT_ROUTES];
      expect({ event: row.recorded[0], live: route.live, webhooks: route.webhooks, audit: route.audit ? [route.audit] : [] }).toEqual({
        event: row.recorded[0],
        live: row.live,
        webhooks: row.webhooks,
        audit: row.audit,
      });
    }
  });

  it.each(table.map((row) => [row.useCase, row] as const))('%s sends what its row says', async (useCase, row) => {
    let sent: Sent | undefined;
    await drivers[useCase](async (act) => {
      sent = await sentBy(act);
    });
    expect(sent).toEqual({ live: row.live, webhooks: [...row.webhooks].sort(), audit: [...row.audit].sort() });
  });

  it('a reservation on the fast path (no webhook endpoint, no cap) sends the same live events and nothing else', async () => {
    const b = await createTenant(t);
    const { id } = await offerPortion(t, b, clock);
    const sent = await sentBy(() => reserve(t, b.tokens.staff, id).expect(201), b);
    expect(sent.live).toEqual(table.find((row) => row.useCase === 'Reserve a portion')!.live);
  });
});
