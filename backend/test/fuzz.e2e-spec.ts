import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/infrastructure/platform/config/config.js';
import { EXPECTED } from './access-matrix.table.js';
import { createPartner, createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { contactForm, partnerForm } from './support/leads.js';
import { offerPortion, reserve, TestClock } from './support/portions.js';
import {
  forwardedFor,
  hostileBody,
  hostileValue,
  operations,
  queryValue,
  resolver,
  serialise,
  type Operation,
  type Schema,
} from './support/openapi-arbitraries.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { isFieldError } from './support/field-errors.js';

/** At least this many requests to write endpoints (FUZZ_RUNS to change; FUZZ_SEED to replay a run). */
const WRITE_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const READ_RUNS = Math.ceil(WRITE_RUNS / 10);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const document = parse(readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8'));
const { valid } = resolver(document.components.schemas as Record<string, Schema>);
/** The access matrix's columns; admin B is fuzzed as admin A's role already is. */
const CALLER_COLUMNS = ['anonymous', 'kitchen', 'staff', 'admin', 'superadmin', 'adminB', 'partner'] as const;
type Caller = Exclude<(typeof CALLER_COLUMNS)[number], 'adminB'>;
/** Answers that stop a caller before the handler: such a caller is not fuzzed on the route. */
const REFUSED = [401, 403, 404];

/** The callers that the access matrix lets reach the operation's handler: each of them gets fuzzed. */
function allowedCallers(operation: Operation): Caller[] {
  const expectation = EXPECTED[`${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`];
  if (!expectation) throw new Error(`${operation.method} ${operation.path} is not in access-matrix.table.ts`);
  const allowed = CALLER_COLUMNS.filter((caller, i): caller is Caller => caller !== 'adminB' && !REFUSED.includes(expectation.status[i]));
  // Login refuses the matrix's wrong password to everyone: it is a public route.
  return allowed.length > 0 ? allowed : ['anonymous'];
}

const isWrite = (operation: Operation) => operation.method !== 'GET';

function encodePathValue(value: unknown): string {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  } catch {
    return 'not-encodable'; // a lone surrogate cannot be percent-encoded as UTF-8
  }
}

describe(`fuzz: inputs derived from openapi.yaml (seed ${SEED})`, () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  let uuids: string[];
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    process.stdout.write(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})\n`);
    t = await createTestApp({ clock, trustProxy: 1 });
    a = await createTenant(t, 'custom');
    b = await createTenant(t, 'custom');
    tokens = { ...a.tokens, superadmin: (await createSuperadmin(t)).token, partner: (await createPartner(t)).token };
    const portionA = await offerPortion(t, a, clock);
    const portionB = await offerPortion(t, b, clock);
    const reservation = (await reserve(t, a.tokens.staff, portionA.id).expect(201)).body.id as string;
    const inject = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': '10.9.9.9' } });
    const contact = (await inject('/api/contact', contactForm())).json().id as string;
    const partner = (await inject('/api/partners/applications', partnerForm())).json().id as string;
    uuids = [
      a.tenantId,
      a.locationId,
      ...Object.values(a.userIds),
      portionA.id,
      reservation,
      contact,
      partner,
      b.tenantId,
      b.locationId,
      b.userIds.staff,
      portionB.id,
    ];

    // Row count and the sum of row versions (xmin) of every table but the logs of refusals (the throttle's, and the
    // audit log, which records a failed login by design) and the live events' counters, which the publisher raises
    // after an accepted request has been answered, so possibly while the next request runs.
    const db = t.app.get(DataSource);
    const tables: { table_name: string }[] = await db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('throttle_hits', 'migrations', 'audit_log', 'live_event_sequences') ORDER BY table_name",
    );
    const sql = tables
      .map(
        ({ table_name }) =>
          `SELECT '${table_name}' AS t, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS v FROM "${table_name}"`,
      )
      .join(' UNION ALL ');
    // PostgreSQL's snapshot (next transaction id and those in progress) moves on with every write that commits, in any
    // table; while it stands still, no row can have changed, and the tables need not be counted again.
    let snapshot: string | undefined;
    let counted: string | undefined;
    fingerprint = async () => {
      const [{ now }] = (await db.query('SELECT pg_current_snapshot()::text AS now')) as { now: string }[];
      if (now !== snapshot || counted === undefined) {
        counted = JSON.stringify(await db.query(sql));
        snapshot = now;
      }
      return counted;
    };
  }, 120_000);
  afterAll(() => t.close());

  /** One request to `operation` as an allowed caller: valid or hostile path, query and body. */
  function requestFor(operation: Operation) {
    const known = { uuids: () => uuids };
    const pathValue = (name: string) =>
      fc.oneof(
        { weight: 6, arbitrary: name === 'tenantId' ? fc.constant(a.tenantId) : fc.constantFrom(...known.uuids()) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: hostileValue },
      );
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const body = operation.body ? valid(operation.body, { uuids: known.uuids() }) : fc.constant(undefined);
    return fc.record({
      caller: fc.constantFrom(...allowedCallers(operation)),
      path: fc
        .tuple(...pathParams.map((p) => pathValue(p.name)))
        .map((values) => pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, encodePathValue(values[i])), operation.path)),
      query: fc
        .tuple(
          fc.tuple(...queryParams.map((p) => fc.option(queryValue(valid(p.schema ?? {}, { uuids: known.uuids() })), { nil: undefined }))),
          // Now and then one parameter is sent twice, which arrives as a list where a handler reads text.
          fc.option(fc.nat(), { freq: 8, nil: undefined }),
        )
        .map(([values, repeat]) => {
          const pairs = queryParams
            .map((p, i) => (values[i] === undefined ? '' : `${p.name}=${encodePathValue(values[i])}`))
            .filter(Boolean);
          if (repeat !== undefined && queryParams.length > 0) pairs.push(`${queryParams[repeat % queryParams.length].name}=x`);
          return pairs.join('&');
        }),
      body: operation.body ? fc.oneof({ weight: 1, arbitrary: body }, { weight: 3, arbitrary: hostileBody(body) }) : fc.constant(undefined),
      ip: forwardedFor,
    });
  }

  /** The database's fingerprint after the previous request, so that each request costs one fingerprint. */
  let before: string | undefined;

  async function check(
    operation: Operation,
    input: { caller: Caller; path: string; query: string; body: unknown; ip: string },
  ): Promise<void> {
    before ??= await fingerprint();
    const payload = serialise(input.body);
    const response = await t.app.inject({
      method: operation.method as 'POST',
      url: input.query ? `${input.path}?${input.query}` : input.path,
      headers: {
        'x-forwarded-for': input.ip,
        ...(input.caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[input.caller]}` }),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload,
    });
    const label = `${operation.method} ${input.path} as ${input.caller} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    const after = await fingerprint();
    const changed = after !== before;
    before = after;
    // Mollie is out of reach of this run: saving a well-formed key answers 503 payment_provider_unavailable, a refusal
    // that must store nothing, like a 4xx. Any other 5xx fails.
    const upstreamDown = response.statusCode === 503 && (response.json() as { code?: unknown }).code === 'payment_provider_unavailable';
    if (response.statusCode >= 500 && !upstreamDown) throw new Error(`5xx: ${label}`);
    if (response.statusCode < 400) return;
    const error = response.json() as { statusCode: unknown; error: unknown; message: unknown; errors?: unknown };
    const shaped =
      error.statusCode === response.statusCode &&
      typeof error.error === 'string' &&
      typeof error.message === 'string' &&
      (error.errors === undefined || (Array.isArray(error.errors) && error.errors.every(isFieldError)));
    if (!shaped) throw new Error(`error body not in the shared shape: ${label}`);
    if (changed) throw new Error(`a refused request stored something: ${label}`);
  }

  const all = operations(document).filter((operation) => operation.body || operation.parameters.length > 0);
  const writes = all.filter(isWrite);
  const reads = all.filter((operation) => !isWrite(operation) && operation.path !== '/api/protected/events');

  const run = (list: Operation[], numRuns: number) =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(...list.map((operation) => requestFor(operation).map((input) => ({ operation, input })))),
        ({ operation, input }) => check(operation, input),
      ),
      { numRuns, seed: SEED, endOnFailure: true },
    );

  it(`${WRITE_RUNS} requests to the write endpoints: never a 5xx, every 4xx in the error shape, nothing stored when refused`, async () => {
    expect(writes.length).toBeGreaterThan(15);
    await run(writes, WRITE_RUNS);
  }, 900_000);

  it('malformed and truncated multipart bodies to the photo upload: always a 4xx in the error shape, nothing stored', async () => {
    // A tenant of its own: the write fuzz may have ended tenant A's sessions (SSO required, user deactivated).
    const c = await createTenant(t, 'custom');
    const portion = await offerPortion(t, c, clock);
    before = undefined; // the setup above stored rows; refused uploads must store none after it
    const path = `/api/protected/tenants/${c.tenantId}/portions/${portion.id}/photo`;
    const operation = { method: 'PUT', path } as Operation;
    const boundary = 'fuzzboundary';
    const valid = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n--${boundary}--\r\n`,
      'latin1',
    );
    const malformed = fc.oneof(
      fc.nat({ max: valid.length - 1 }).map((cut) => valid.subarray(0, cut)),
      fc
        .tuple(fc.nat({ max: valid.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 40 }))
        .map(([at, bytes]) => Buffer.concat([valid.subarray(0, at), Buffer.from(bytes), valid.subarray(at)])),
      fc.constantFrom(
        Buffer.from(`--${boundary}\r\n\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="__proto__"; filename="a"\r\n\r\nx\r\n--${boundary}--\r\n`),
        Buffer.from('no multipart at all'),
        Buffer.alloc(0),
      ),
    );
    const contentType = fc.constantFrom(
      `multipart/form-data; boundary=${boundary}`,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=other`,
      `multipart/form-data; boundary="${'b'.repeat(80)}"`,
    );
    await fc.assert(
      fc.asyncProperty(malformed, contentType, async (body, type) => {
        before ??= await fingerprint();
        const response = await t.app.inject({
          method: 'PUT',
          url: path,
          headers: { authorization: `Bearer ${c.tokens.kitchen}`, 'content-type': type },
          payload: body,
        });
        const after = await fingerprint();
        const changed = after !== before;
        before = after;
        const label = `${operation.method} ${path} (${type}, ${body.length} bytes) → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${label}`);
        if (response.statusCode < 400) return;
        expect(response.json()).toMatchObject({ statusCode: response.statusCode, error: expect.any(String), message: expect.any(String) });
        if (changed) throw new Error(`a refused request stored something: ${label}`);
      }),
      { numRuns: Math.max(200, Math.ceil(WRITE_RUNS / 50)), seed: SEED, endOnFailure: true },
    );
  }, 300_000);

  it(`${READ_RUNS} requests to the read endpoints with parameters: never a 5xx, every 4xx in the error shape`, async () => {
    await run(reads, READ_RUNS);
  }, 900_000);
});
