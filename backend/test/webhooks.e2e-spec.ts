import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver that records every request and answers with `status`. */
class Receiver {
  readonly received: Received[] = [];
  status = 204;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(this.status).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Verifies a delivery as a receiver would, by the Standard Webhooks rules, without the app's own code. */
function hasValidSignature({ headers, body }: Received, secret: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

describe('webhooks', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  const receiver = new Receiver();
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    url = await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.status = 204;
  });

  const api = (tenant: TenantFixture) => `/api/protected/tenants/${tenant.tenantId}/webhooks`;
  const runOutbox = () => t.app.get(OutboxWorker).runDue();

  async function register(tenant: TenantFixture, events: string[]) {
    const response = await request(t.http)
      .post(api(tenant))
      .set(bearer(tenant.tokens.admin))
      .send({ url, events, enabled: true })
      .expect(201);
    return response.body as { id: string; secret: string; url: string; events: string[]; enabled: boolean };
  }

  it('a local endpoint receives signed reservation.created events with {type, timestamp, data}', async () => {
    const endpoint = await register(a, ['reservation.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const portion = await offerPortion(t, a, clock);
    const reservation = (await reserve(t, a.tokens.staff, portion.id).expect(201)).body;

    await runOutbox();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(hasValidSignature(delivery, endpoint.secret)).toBe(true);
    expect(hasValidSignature(delivery, 'whsec_' + Buffer.from('another secret').toString('base64'))).toBe(false);
    expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
    expect(Number(delivery.headers['webhook-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));
    const body = JSON.parse(delivery.body);
    // The pick-up code is for the person who reserved and the counter, not for other systems.
    const { pickupCode, ...withoutCode } = reservation;
    expect(pickupCode).toMatch(/^[A-Z2-9]{4}$/);
    expect(body).toEqual({ type: 'reservation.created', timestamp: expect.any(String), data: withoutCode });

    const deliveries = await request(t.http)
      .get(`${api(a)}/${endpoint.id}/deliveries`)
      .set(bearer(a.tokens.admin))
      .expect(200);
    expect(deliveries.body).toMatchObject([
      { eventType: 'reservation.created', status: 'sent', attempts: 1, messageId: delivery.headers['webhook-id'] },
    ]);
    await request(t.http)
      .delete(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
  });

  it('only subscribed, enabled endpoints of the same tenant get an event', async () => {
    const portions = await register(a, ['portion.created']);
    const off = await register(a, ['portion.created']);
    await request(t.http)
      .put(`${api(a)}/${off.id}`)
      .set(bearer(a.tokens.admin))
      .send({ enabled: false })
      .expect(200);
    await register(b, ['portion.created']);
    const preparedAt = new Date(clock.now().getTime() - HOUR).toISOString();
    const portion = await offerPortion(t, a, clock, {
      allergens: ['Lactose', 'peanuts'],
      mayContain: ['sesame'],
      diet: ['vegetarian'],
      ingredients: 'Rijst, pindasaus, melk',
      preparedAt,
      storage: 'chilled',
      reheat: true,
    });
    await runOutbox();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: 'portion.created',
      data: {
        id: portion.id,
        tenantId: a.tenantId,
        allergens: ['peanuts', 'milk'],
        mayContain: ['sesame'],
        allergensDeclared: true,
        diet: ['vegetarian'],
        ingredients: 'Rijst, pindasaus, melk',
        preparedAt,
        storage: 'chilled',
        reheat: true,
      },
    });
    expect(hasValidSignature(receiver.received[0], portions.secret)).toBe(true);
    for (const id of [portions.id, off.id])
      await request(t.http)
        .delete(`${api(a)}/${id}`)
        .set(bearer(a.tokens.admin))
        .expect(200);
  });

  it('a failed delivery is retried by the outbox, and the admin can resend it with the same webhook-id', async () => {
    const endpoint = await register(a, ['portion.created']);
    receiver.status = 500;
    await offerPortion(t, a, clock);
    await runOutbox();
    const [failed] = (
      await request(t.http)
        .get(`${api(a)}/${endpoint.id}/deliveries`)
        .set(bearer(a.tokens.admin))
        .expect(200)
    ).body;
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'HTTP 500' });

    receiver.status = 204;
    clock.advance(60_000);
    await runOutbox();
    expect(receiver.received).toHaveLength(2);
    const resent = await request(t.http)
      .post(`${api(a)}/${endpoint.id}/deliveries/${failed.id}/resend`)
      .set(bearer(a.tokens.admin))
      .expect(201);
    expect(resent.body).toMatchObject({ status: 'queued', messageId: failed.messageId });
    await runOutbox();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2].headers['webhook-id']).toBe(failed.messageId);
    expect(receiver.received[2].body).toBe(receiver.received[1].body);
    const list = (
      await request(t.http)
        .get(`${api(a)}/${endpoint.id}/deliveries`)
        .set(bearer(a.tokens.admin))
        .expect(200)
    ).body;
    expect(list.map((d: { status: string }) => d.status)).toEqual(['sent', 'sent']);
    await request(t.http)
      .delete(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
  });

  it('an endpoint failing for 3 days is switched off with its reason; switching it on clears the reason', async () => {
    const endpoint = await register(a, ['portion.updated']);
    receiver.status = 503;
    const portion = await offerPortion(t, a, clock, { availableUntil: new Date(clock.now().getTime() + 100 * HOUR).toISOString() });
    const edit = (title: string) =>
      request(t.http)
        .put(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`)
        .set(bearer(a.tokens.kitchen))
        .send({ title })
        .expect(200);
    await edit('Eerste');
    await runOutbox();
    clock.advance(2 * 24 * HOUR);
    await edit('Tweede');
    await runOutbox();
    expect(
      (
        await request(t.http)
          .get(`${api(a)}/${endpoint.id}`)
          .set(bearer(a.tokens.admin))
          .expect(200)
      ).body,
    ).toMatchObject({ enabled: true, disabledReason: null });
    clock.advance(24 * HOUR);
    await edit('Derde');
    await runOutbox();
    const off = (
      await request(t.http)
        .get(`${api(a)}/${endpoint.id}`)
        .set(bearer(a.tokens.admin))
        .expect(200)
    ).body;
    expect(off.enabled).toBe(false);
    expect(off.disabledReason).toMatch(/3 days.*HTTP 503/);

    const on = await request(t.http)
      .put(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .send({ ...off, enabled: true })
      .expect(200);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    await request(t.http)
      .delete(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
  });

  it("only the tenant's admins manage its endpoints; another tenant's endpoint answers 404", async () => {
    const endpoint = await register(a, ['portion.created']);
    await request(t.http).get(api(a)).set(bearer(a.tokens.kitchen)).expect(403);
    await request(t.http).get(api(a)).set(bearer(b.tokens.admin)).expect(403);
    await request(t.http)
      .get(`${api(b)}/${endpoint.id}`)
      .set(bearer(b.tokens.admin))
      .expect(404);
    await request(t.http)
      .get(`${api(b)}/${endpoint.id}/deliveries`)
      .set(bearer(b.tokens.admin))
      .expect(404);
    await request(t.http)
      .delete(`${api(b)}/${endpoint.id}`)
      .set(bearer(b.tokens.admin))
      .expect(404);
    const list = await request(t.http).get(api(a)).set(bearer(a.tokens.admin)).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: endpoint.id })]);
    expect(list.body[0]).not.toHaveProperty('secret');
    await request(t.http)
      .delete(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
  });

  it('refuses a URL that is not http(s), unknown events and a changed read-only field with 400 per field', async () => {
    const bad = await request(t.http)
      .post(api(a))
      .set(bearer(a.tokens.admin))
      .send({ url: 'ftp://example.nl/x', events: ['portion.deleted'] })
      .expect(400);
    expect(refusedFields(bad.body).sort()).toEqual(['events']);
    const ftp = await request(t.http)
      .post(api(a))
      .set(bearer(a.tokens.admin))
      .send({ url: 'ftp://example.nl/x', events: ['portion.created'] })
      .expect(400);
    expect(refusedFields(ftp.body)).toEqual(['url']);
    const endpoint = await register(a, ['portion.created']);
    const { secret: _secret, ...record } = endpoint;
    const changed = await request(t.http)
      .put(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .send({ ...record, disabledReason: 'x' })
      .expect(400);
    expect(refusedFields(changed.body)).toEqual(['disabledReason']);
    await request(t.http)
      .delete(`${api(a)}/${endpoint.id}`)
      .set(bearer(a.tokens.admin))
      .expect(200);
  });
});
