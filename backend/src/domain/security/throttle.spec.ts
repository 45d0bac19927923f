import { assess, LOGIN_PER_ADDRESS, LOGIN_PER_IP, PUBLIC_FORM_PER_IP, type ThrottleHistory, type ThrottlePolicy } from './throttle.js';

const start = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Replays hits through `assess` as the store would, returning each attempt's verdict. */
function replay(policy: ThrottlePolicy, attempts: number[]) {
  const hits: { at: Date; level: number }[] = [];
  return attempts.map((second) => {
    const now = at(second);
    const history: ThrottleHistory = {
      recent: hits.filter((hit) => hit.at.getTime() > now.getTime() - policy.windowMs).map((hit) => hit.at),
      last: hits.at(-1) ?? null,
    };
    const verdict = assess(history, policy, now);
    if (verdict.allowed) hits.push({ at: now, level: verdict.level });
    return verdict.allowed ? 'ok' : verdict.retryAfterSeconds;
  });
}

describe('throttle decisions', () => {
  it('a public form admits 5 submissions in 10 minutes and refuses the sixth until the oldest leaves the window', () => {
    expect(replay(PUBLIC_FORM_PER_IP, [0, 60, 61, 62, 63, 63, 599.5, 600])).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 537, 1, 'ok']);
  });

  it('login per IP refuses after 20 failures within 15 minutes', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i);
    expect(replay(LOGIN_PER_IP, [...twenty, 20]).at(-1)).toBe(900 - 20);
  });

  it('login per address blocks 1 minute after the fifth failure within 15 minutes, doubling up to 15 minutes', () => {
    const verdicts = replay(LOGIN_PER_ADDRESS, [0, 1, 2, 3, 4, 5, 64, 65, 184, 185, 424, 425, 904, 905, 1864, 1865, 2765, 2766]);
    expect(verdicts).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 59, 'ok', 119, 'ok', 239, 'ok', 479, 'ok', 899, 'ok', 899, 'ok', 899]);
  });

  it('five failures spread over more than 15 minutes do not block', () => {
    expect(replay(LOGIN_PER_ADDRESS, [0, 300, 600, 900, 1200, 1201])).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('the back-off expires after a quiet window following the block', () => {
    // Blocked at 4 for 60 s; quiet until more than 15 minutes after the block ended: the next failure starts afresh.
    expect(replay(LOGIN_PER_ADDRESS, [0, 1, 2, 3, 4, 64 + 901, 64 + 902])).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });
});
