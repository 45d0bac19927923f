import { SUBMISSION_LIMIT, SUBMISSION_WINDOW_MS, secondsUntilAdmitted } from './submission-rate-limit.js';

const start = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('secondsUntilAdmitted', () => {
  it('admits while fewer than 5 submissions are in the window', () => {
    expect(SUBMISSION_LIMIT).toBe(5);
    expect(secondsUntilAdmitted([at(0), at(1), at(2), at(3)], at(4))).toBeNull();
  });

  it('refuses the sixth until the oldest of the last five leaves the 10-minute window', () => {
    expect(SUBMISSION_WINDOW_MS).toBe(600_000);
    const recent = [at(0), at(60), at(61), at(62), at(63)];
    expect(secondsUntilAdmitted(recent, at(63))).toBe(537);
    expect(secondsUntilAdmitted(recent, at(599.5))).toBe(1);
  });
});
