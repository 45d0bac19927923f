import request from 'supertest';
import { DataSource } from 'typeorm';
import { composeMail } from '../src/application/mail/compose-mail.js';
import { MailOutbox } from '../src/domain/mail/mail-outbox.port.js';
import { UnitOfWork } from '../src/domain/shared/unit-of-work.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { ManualClock, MINUTE } from './support/leads.js';
import { bearer } from './support/portions.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let n = 0;
async function enqueue(t: TestApp, fields: { to?: string; kind?: string; subject?: string } = {}) {
  const mail = composeMail({
    kind: fields.kind ?? 'test',
    to: fields.to ?? `ontvanger${++n}@delinde.nl`,
    subject: fields.subject ?? `Bericht ${n}`,
    language: 'nl',
    firstName: null,
    blocks: [{ label: 'Geheime link', url: `http://portiepunt.test/wachtwoord-instellen?token=geheim${n}` }],
  });
  await t.app.get(UnitOfWork).run(() => t.app.get(MailOutbox).enqueue(mail));
}

describe('health: mail', () => {
  let smtp: TestSmtpServer;
  let clock: ManualClock;
  let t: TestApp;
  const mailHealth = async (app: TestApp) => (await request(app.http).get('/api/health/ready').expect(200)).body.mail;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    smtp.refusing = false;
    clock = new ManualClock();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url } });
  });
  afterEach(() => t.close());

  it('is disabled without SMTP_URL', async () => {
    const withoutSmtp = await createTestApp({ databaseUrl: t.databaseUrl, config: { smtpUrl: undefined } });
    try {
      expect(await mailHealth(withoutSmtp)).toEqual({ status: 'disabled', queued: 0, failedLast24h: 0, oldestQueuedSeconds: null });
    } finally {
      await withoutSmtp.close();
    }
  });

  it('is up when mails go out, and degraded once the oldest queued mail waits more than 10 minutes', async () => {
    await enqueue(t);
    await t.app.get(OutboxWorker).runDue();
    expect(await mailHealth(t)).toEqual({ status: 'up', queued: 0, failedLast24h: 0, oldestQueuedSeconds: null });

    await enqueue(t);
    clock.advance(10 * MINUTE);
    expect(await mailHealth(t)).toMatchObject({ status: 'up', queued: 1, oldestQueuedSeconds: 600 });
    clock.advance(MINUTE);
    expect(await mailHealth(t)).toMatchObject({ status: 'degraded', queued: 1, oldestQueuedSeconds: 660 });
  });

  it('is down when the last 5 attempts all failed, and counts mails that gave up in the last 24 hours', async () => {
    smtp.refusing = true;
    for (let i = 0; i < 4; i++) await enqueue(t);
    await t.app.get(OutboxWorker).runDue();
    expect((await mailHealth(t)).status).toBe('up');
    await enqueue(t);
    await t.app.get(OutboxWorker).runDue();
    clock.advance(10_000);
    expect(await mailHealth(t)).toMatchObject({ status: 'down', queued: 5 });

    // One mail through all its retries: 1 min, 5 min, 30 min, 2 h and 12 h later.
    for (const minutes of [1, 5, 30, 120, 720]) {
      clock.advance(minutes * MINUTE);
      await t.app.get(OutboxWorker).runDue();
    }
    expect(await mailHealth(t)).toMatchObject({ status: 'down', queued: 0, failedLast24h: 5 });
  });

  it('reads the figures at most once per 10 seconds', async () => {
    expect((await mailHealth(t)).queued).toBe(0);
    await enqueue(t);
    clock.advance(9_999);
    expect((await mailHealth(t)).queued).toBe(0);
    clock.advance(1);
    expect((await mailHealth(t)).queued).toBe(1);
  });
});

describe('superadmin e-mail view', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let superToken: string;
  let tenant: TenantFixture;
  const emails = () => request(t.http).get('/api/protected/admin/emails').set(bearer(superToken));

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
    superToken = (await createSuperadmin(t)).token;
    tenant = await createTenant(t);
    await enqueue(t, { to: 'anna@delinde.nl', kind: 'invitation', subject: 'Welkom Anna' });
    await enqueue(t, { to: 'bert@delinde.nl', kind: 'password-reset', subject: 'Nieuw wachtwoord' });
    await t.app.get(OutboxWorker).runDue();
    smtp.refusing = true;
    await enqueue(t, { to: 'carla@delinde.nl', kind: 'invitation', subject: 'Welkom Carla' });
    await t.app.get(OutboxWorker).runDue();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists metadata only, never the body or its links, with a Content-Range', async () => {
    const response = await emails().expect(200);
    expect(response.headers['content-range']).toBe('emails 0-2/3');
    expect(Object.keys(response.body[0]).sort()).toEqual([
      'attempts',
      'createdAt',
      'id',
      'kind',
      'lastError',
      'recipient',
      'sentAt',
      'status',
      'subject',
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/token|geheim|wachtwoord-instellen/);
  });

  it('filters on status, kind and q in recipient or subject, and sorts on any field', async () => {
    const byStatus = await emails()
      .query({ filter: JSON.stringify({ status: 'queued' }) })
      .expect(200);
    expect(byStatus.body.map((e: { recipient: string }) => e.recipient)).toEqual(['carla@delinde.nl']);
    const byKind = await emails()
      .query({ filter: JSON.stringify({ kind: 'invitation' }), sort: JSON.stringify(['recipient', 'ASC']) })
      .expect(200);
    expect(byKind.body.map((e: { recipient: string }) => e.recipient)).toEqual(['anna@delinde.nl', 'carla@delinde.nl']);
    const byQ = await emails()
      .query({ filter: JSON.stringify({ q: 'wachtwoord' }) })
      .expect(200);
    expect(byQ.body.map((e: { recipient: string }) => e.recipient)).toEqual(['bert@delinde.nl']);
    for (const field of ['id', 'recipient', 'subject', 'kind', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt']) {
      await emails()
        .query({ sort: JSON.stringify([field, 'DESC']) })
        .expect(200);
    }
    const bad = await emails()
      .query({ filter: JSON.stringify({ status: 'lost' }) })
      .expect(400);
    expect(bad.body.errors).toBeDefined();
  });

  it('is for superadmins only', async () => {
    for (const role of ['admin', 'kitchen', 'staff'] as const) {
      await request(t.http).get('/api/protected/admin/emails').set(bearer(tenant.tokens[role])).expect(403);
    }
    await request(t.http).get('/api/protected/admin/emails').expect(401);
  });

  it('retries a failed mail: queued again, due now, and then sent; other mails answer 409, unknown ones 404', async () => {
    const [carla] = (await emails().query({ filter: JSON.stringify({ q: 'carla' }) })).body;
    // Carla's mail has used up its retries (that path is proven in mail-outbox.e2e-spec.ts).
    await t.app.get(DataSource).query(`UPDATE outbound_emails SET status = 'failed' WHERE id = $1`, [carla.id]);

    const [sent] = (await emails().query({ filter: JSON.stringify({ status: 'sent' }) })).body;
    const conflict = await request(t.http).post(`/api/protected/admin/emails/${sent.id}/retry`).set(bearer(superToken)).expect(409);
    expect(conflict.body.code).toBe('email_not_failed');
    await request(t.http)
      .post('/api/protected/admin/emails/00000000-0000-4000-8000-000000000000/retry')
      .set(bearer(superToken))
      .expect(404);
    await request(t.http).post(`/api/protected/admin/emails/${carla.id}/retry`).set(bearer(tenant.tokens.admin)).expect(403);

    const retried = await request(t.http).post(`/api/protected/admin/emails/${carla.id}/retry`).set(bearer(superToken)).expect(200);
    expect(retried.body).toMatchObject({ id: carla.id, status: 'queued' });
    smtp.refusing = false;
    await t.app.get(OutboxWorker).runDue();
    expect(smtp.to('carla@delinde.nl')).toHaveLength(1);
    const [after] = (await emails().query({ filter: JSON.stringify({ q: 'carla' }) })).body;
    expect(after).toMatchObject({ status: 'sent', lastError: null });
  });
});
