import { MAX_ATTEMPTS, nextAttemptAfterFailure } from './retry-schedule.js';

const now = new Date('2026-11-23T12:00:00Z');
const minutesLater = (attempts: number) => ((nextAttemptAfterFailure(attempts, now)?.getTime() ?? NaN) - now.getTime()) / 60_000;

describe('outbox retry schedule', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h and 12 h after the first five failures', () => {
    expect([1, 2, 3, 4, 5].map(minutesLater)).toEqual([1, 5, 30, 120, 720]);
  });

  it('gives up after the sixth failed attempt', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(nextAttemptAfterFailure(6, now)).toBeNull();
  });
});
