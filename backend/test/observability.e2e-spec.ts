import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { Readiness } from '../src/infrastructure/platform/health/readiness.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, offerPortion, reserve, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { freePort } from './support/free-port.js';
import { LogCapture } from './support/log-capture.js';
import { scrubText } from '../src/infrastructure/platform/observability/log-scrubbing.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// nestjs-pino keeps one root logger per process (the first app's) for lines outside a request: the logging app
// is therefore the first one this file creates.
describe('structured logs: request ids and no personal data', () => {
  const log = new LogCapture();
  let t: TestApp;
  let f: TenantFixture;
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'info', smtpUrl: undefined }, logDestination: log });
    f = await createTenant(t);
  });
  afterAll(() => t.close());

  it('gives every answer an X-Request-Id, a fresh one when the sender is not a trusted proxy, and logs one JSON line per request', async () => {
    const response = await request(t.http).get('/api/health/live').set('X-Request-Id', 'from-the-client').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(UUID);
    const notFound = await request(t.http).get(`/api/protected/reservations/${randomUUID()}`).set(bearer(f.tokens.staff)).expect(404);
    const id = notFound.headers['x-request-id'] as string;
    const lines = log.entries().filter((entry) => entry.requestId === id);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'request', method: 'GET', route: '/api/protected/reservations/:id', status: 404 }),
    ]);
  });

  it('carries the request id into the background work the request queued, and masks and redacts what that work logs', async () => {
    const response = await request(t.http).post('/api/auth/forgot-password').send({ email: f.emails.staff }).expect(202);
    const id = response.headers['x-request-id'] as string;
    // The reset request's row, then the mail it queues, are delivered later by the worker: both under the same id.
    await t.app.get(OutboxWorker).runDue();
    const held = log.entries().find((entry) => String(entry.msg).startsWith('Held (no SMTP_URL)'));
    expect(held).toEqual(expect.objectContaining({ requestId: id, context: 'Mail' }));
    expect(String(held?.msg)).toContain(`${f.emails.staff[0]}***@test.nl`);
    expect(String(held?.msg)).toMatch(/token=\[REDACTED\]/);
    expect(log.text).not.toContain(f.emails.staff);
  });

  it('redacts tokens, passwords, cookies and the Authorization header, masks e-mail addresses and names, and escapes free text', async () => {
    const token = f.tokens.admin;
    await request(t.http).get('/api/protected/profile').set(bearer(token)).set('Cookie', 'session=cookie-secret-1').expect(200);
    const logger = new Logger('Feed');
    logger.log(`Login failed for nina.jansen@delinde.nl with Bearer ${token} from /reset?token=reset-secret-2&x=1`);
    logger.log({
      msg: 'structured',
      user: { email: 'sanne.devries@delinde.nl', firstName: 'Sanne', lastName: 'de Vries', password: 'Geheim123!' },
      req: { headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret-3' } },
      mail: { recipients: [{ to: 'lotte.peeters@delinde.nl' }] },
      token: 'raw-token-4',
    });
    logger.warn('Contact form: hallo\n{"level":50,"msg":"forged"}\u001b[31m');

    expect(log.text).not.toMatch(
      /nina\.jansen|sanne\.devries|lotte\.peeters|Sanne|de Vries|Geheim123|cookie-secret|reset-secret|raw-token/,
    );
    expect(log.text).not.toContain(token);
    const entries = log.entries();
    expect(entries.find((entry) => String(entry.msg).startsWith('Login failed'))?.msg).toBe(
      'Login failed for n***@delinde.nl with Bearer [REDACTED] from /reset?token=[REDACTED]&x=1',
    );
    expect(entries.find((entry) => entry.msg === 'structured')).toEqual(
      expect.objectContaining({
        user: { email: 's***@delinde.nl', firstName: 'S***', lastName: 'd*** V***', password: '[REDACTED]' },
        req: { headers: { authorization: '[REDACTED]', cookie: '[REDACTED]' } },
        mail: { recipients: [{ to: 'l***@delinde.nl' }] },
        token: '[REDACTED]',
      }),
    );
    // The form's text stays inside its own line: the newline and the escape character are escaped, nothing is forged.
    expect(entries.filter((entry) => entry.msg === 'forged')).toHaveLength(0);
    expect(entries.find((entry) => String(entry.msg).startsWith('Contact form'))?.msg).toBe(
      'Contact form: hallo\\n{"level":50,"msg":"forged"}\\u001b[31m',
    );
  });

  it('escapes control and separator characters from user input wherever they stand in a line', () => {
    // CR, LF, ESC, NUL; NEL and CSI (C1 controls that some terminals obey); the line separator; a right-to-left override.
    const typed = 'Vera\r\nVroeg\u001b[31m\u0000\u0085\u009b2J\u2028\u202e';
    const before = log.lines.length;
    const logger = new Logger('Leads');
    logger.log(`Contact form: ${typed}`);
    logger.warn({ msg: 'structured', organization: typed, nested: { [typed]: [typed] } });
    logger.error(`Import of ${typed} failed`, new Error(typed).stack);

    const lines = log.lines.slice(before);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u);
    const [message, structured, failure] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // Message text is escaped visibly, so that a viewer that prints the message shows the escapes too.
    expect(message.msg).toBe('Contact form: Vera\\r\\nVroeg\\u001b[31m\\u0000\\u0085\\u009b2J\\u2028\\u202e');
    // Fields are escaped as JSON: the line is safe, the value reads back unchanged.
    expect(structured).toEqual(expect.objectContaining({ organization: typed, nested: { [typed]: [typed] } }));
    const escapedFailure = String(message.msg).replace('Contact form: ', 'Import of ') + ' failed';
    expect(failure).toEqual(expect.objectContaining({ msg: escapedFailure, err: expect.objectContaining({ message: escapedFailure }) }));
  });

  it('scrubs a long URL of address characters without an @ and leaves it as it is', () => {
    // 16 kB once cost about 1 s of backtracking; at 256 kB that would take minutes and overrun the test's time limit.
    const url = `/api/protected/portions?locationId=${'%5B%7B%22a%22%3A1%7D%2C'.repeat(11_200)}`;
    expect(scrubText(url)).toBe(url);
  });

  it("keeps Nest's route mapping out of the log", () => {
    expect(log.text).not.toMatch(/Mapped \{/);
  });

  it('answers /metrics with 404 when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    await request(t.http).get('/metrics').expect(404);
  });
});

describe('X-Request-Id behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  it("takes the proxy's id when it is sane, and makes one of its own otherwise", async () => {
    const taken = await request(t.http).get('/api/health/live').set('X-Request-Id', 'lb-4f2a.19').expect(200);
    expect(taken.headers['x-request-id']).toBe('lb-4f2a.19');
    const refused = await request(t.http).get('/api/health/live').set('X-Request-Id', 'x'.repeat(200)).expect(200);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  const clock = new TestClock();
  let t: TestApp;
  let f: TenantFixture;
  const token = 'scrape-secret';
  const scrape = async () => (await request(t.http).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp({ clock, config: { metricsToken: token } });
    f = await createTenant(t);
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token', async () => {
    await request(t.http).get('/metrics').expect(401);
    await request(t.http).get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
  });

  it('counts requests by route template: 1,000 distinct ids leave the number of series bounded', async () => {
    for (let i = 0; i < 1000; i++) {
      const id = randomUUID();
      await request(t.http)
        .get(i % 2 ? `/api/protected/reservations/${id}` : `/api/no-such-thing/${id}`)
        .set(bearer(f.tokens.staff));
    }
    const text = await scrape();
    const series = text.split('\n').filter((line) => line.startsWith('portiepunt_http_request_duration_seconds_count'));
    expect(series).toEqual(
      expect.arrayContaining([
        'portiepunt_http_request_duration_seconds_count{route="/api/protected/reservations/:id",method="GET",status="404"} 500',
        'portiepunt_http_request_duration_seconds_count{route="unmatched",method="GET",status="404"} 500',
      ]),
    );
    expect(series.length).toBeLessThan(10);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
  });

  it('counts reservations placed and refused by reason, and reports streams, outbox, jobs, the pool and Node', async () => {
    const portion = await offerPortion(t, f, clock, { totalQuantity: 5 });
    await reserve(t, f.tokens.staff, portion.id).expect(201);
    await reserve(t, f.tokens.staff, portion.id).expect(409);
    await request(t.http).post('/api/auth/forgot-password').send({ email: f.emails.admin }).expect(202);
    await t.app.get(OutboxWorker).runDue();
    const text = await scrape();
    for (const line of [
      'portiepunt_reservations_total{result="placed",reason=""}',
      'portiepunt_reservations_total{result="refused",reason="already_reserved"}',
      'portiepunt_event_streams_open 0',
      'portiepunt_outbox_depth{channel="mail"}',
      'portiepunt_outbox_oldest_age_seconds{channel="webhook"}',
      'portiepunt_outbox_deliveries_total{channel="password-reset",result="sent"}',
      'portiepunt_job_last_success_timestamp_seconds{name="outbox"}',
      'portiepunt_job_last_duration_seconds{name="outbox"}',
      'portiepunt_db_pool_connections{state="in_use"}',
      'portiepunt_db_pool_waiting',
      'portiepunt_db_query_duration_seconds_count',
      'portiepunt_database_up 1',
      'portiepunt_ready 1',
      'portiepunt_mail_queued',
      'portiepunt_mail_failed_last_24h 0',
      'portiepunt_mail_oldest_queued_seconds',
      'portiepunt_mail_status{status="disabled"}',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds_count',
    ]) {
      expect(text).toContain(line);
    }
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ config: { metricsPort: port, metricsToken: 'ignored-when-a-port-is-set' } });
  });
  afterAll(() => t.close());

  it('serves /metrics on its own port only', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('portiepunt_ready');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    await request(t.http).get('/metrics').set('Authorization', 'Bearer ignored-when-a-port-is-set').expect(404);
  });
});

describe('readiness and overload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { overloadEventLoopDelayMs: 40 } });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while the event loop lags, and keeps health answering', async () => {
    expect((await request(t.http).get('/api/health/ready').expect(200)).body).toMatchObject({ status: 'ok' });
    // Keep the event loop busy in 100 ms slices until the app notices (it samples the delay once a second).
    let busy = true;
    const hog = () => {
      const until = Date.now() + 100;
      while (Date.now() < until);
      if (busy) setTimeout(hog, 1);
    };
    hog();
    try {
      const deadline = Date.now() + 10_000;
      let overloaded = await request(t.http).get('/api/public/tenants/none');
      while (overloaded.status !== 503 && Date.now() < deadline) overloaded = await request(t.http).get('/api/public/tenants/none');
      expect(overloaded.status).toBe(503);
      expect(overloaded.headers['retry-after']).toBe('5');
      await request(t.http).get('/api/health/live').expect(200);
      await request(t.http).get('/api/health/ready').expect(200);
    } finally {
      busy = false;
    }
  });

  it('turns not ready, with the reason, once draining starts', async () => {
    t.app.get(Readiness).startDraining();
    expect((await request(t.http).get('/api/health/ready').expect(503)).body).toMatchObject({ status: 'error', reason: 'draining' });
    await request(t.http).get('/api/health/live').expect(200, { status: 'ok' });
  });
});
