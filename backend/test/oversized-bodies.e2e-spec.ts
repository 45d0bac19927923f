import type { AddressInfo } from 'node:net';
import { MAX_ENTRIES } from '../src/infrastructure/platform/http/input-guard.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Just under the 100 kB body limit: a list of 49,000 numbers, and an object of 9,800 keys. */
const OVERSIZED_ARRAY = JSON.stringify(new Array(49_000).fill(0));
const OVERSIZED_OBJECT = JSON.stringify(Object.fromEntries(Array.from({ length: 9_800 }, (_, i) => [`k${i}`, 0])));
const TARGETS = ['/api/auth/login', '/api/auth/forgot-password'];
const ATTACKS = 400;
const AT_A_TIME = 20;

describe('oversized bodies from an unauthenticated client', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // How fast /api/health stays under this attack is measured by `npm run bench:abuse`, not here.
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('bodies are near the limit and hold more entries than any request may', () => {
    expect(MAX_ENTRIES).toBeLessThan(9_800);
    expect(OVERSIZED_ARRAY.length).toBeGreaterThan(95_000);
    expect(OVERSIZED_OBJECT.length).toBeGreaterThan(95_000);
    expect(Math.max(OVERSIZED_ARRAY.length, OVERSIZED_OBJECT.length)).toBeLessThan(100 * 1024);
  });

  it(`${ATTACKS} of them, ${AT_A_TIME} at a time, each answer 400 too_many in a small body while /api/health keeps answering`, async () => {
    const answers: { status: number; length: number; codes: string[] }[] = [];
    let next = 0;
    const attacker = async () => {
      while (next < ATTACKS) {
        const i = next++;
        const response = await fetch(`${baseUrl}${TARGETS[i % TARGETS.length]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: i % 4 < 2 ? OVERSIZED_ARRAY : OVERSIZED_OBJECT,
        });
        const text = await response.text();
        const body = JSON.parse(text) as { errors?: { code: string }[] };
        answers.push({ status: response.status, length: text.length, codes: (body.errors ?? []).map((error) => error.code) });
      }
    };
    let attacking = true;
    const healthStatuses: number[] = [];
    const prober = async () => {
      while (attacking) healthStatuses.push((await fetch(`${baseUrl}/api/health`)).status);
    };
    const probing = prober();
    await Promise.all(Array.from({ length: AT_A_TIME }, attacker));
    attacking = false;
    await probing;

    expect(answers).toHaveLength(ATTACKS);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.codes).toEqual(['too_many']);
      expect(answer.length).toBeLessThan(1024);
    }
    // The health probe ran during the whole attack, one request after the other, and was never turned away.
    expect(healthStatuses.length).toBeGreaterThan(1);
    expect(new Set(healthStatuses)).toEqual(new Set([200]));
  }, 120_000);
});
