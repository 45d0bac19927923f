import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { MAX_STREAMS_PER_USER } from '../src/infrastructure/platform/realtime/streams-per-user.js';

const REQUEST_TIMEOUT_MS = 1000;

describe('clients that hold connections', () => {
  let t: TestApp;
  let f: TenantFixture;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ config: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    f = await createTenant(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Opens an event stream as `token` and resolves with its answer's head once it arrives. */
  const openStream = (token: string) =>
    new Promise<{ response: IncomingMessage; request: ClientRequest }>((resolve, reject) => {
      const request = httpRequest({
        port,
        host: '127.0.0.1',
        path: '/api/protected/events',
        headers: { authorization: `Bearer ${token}` },
      });
      request
        .once('response', (response) => resolve({ response, request }))
        .once('error', reject)
        .end();
    });

  it(`a user may hold ${MAX_STREAMS_PER_USER} event streams; the next answers 429 until one closes`, async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openStream(f.tokens.staff));
    expect(streams.map(({ response }) => response.statusCode)).toEqual(new Array(MAX_STREAMS_PER_USER).fill(200));

    const refused = await openStream(f.tokens.staff);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('30');
    const body = await new Promise<string>((resolve) => {
      let text = '';
      refused.response.on('data', (chunk: Buffer) => (text += chunk.toString())).once('end', () => resolve(text));
    });
    expect(JSON.parse(body)).toMatchObject({ statusCode: 429, code: 'too_many_streams' });
    // Another user of the tenant is not affected.
    const colleague = await openStream(f.tokens.kitchen);
    expect(colleague.response.statusCode).toBe(200);

    const closing = streams.pop()!;
    closing.request.destroy();
    let again = await openStream(f.tokens.staff);
    // The server counts the stream out when it sees its connection close.
    for (let attempt = 0; again.response.statusCode === 429 && attempt < 50; attempt++) {
      again.request.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await openStream(f.tokens.staff);
    }
    expect(again.response.statusCode).toBe(200);
    for (const { request } of [...streams, again, colleague]) request.destroy();
  });

  it('a body trickled in slower than the request timeout answers 408 and its connection closes', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{"email":',
    );
    const started = Date.now();
    // One byte a second, for far longer than the timeout; Node checks the timeout every 30 s.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 1000);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString())).on('error', () => undefined);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(trickle);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 60_000);
});
