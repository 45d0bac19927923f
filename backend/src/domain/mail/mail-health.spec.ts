import { judgeMailHealth } from './mail-health.js';
import type { MailFigures } from './outbound-email-log.js';

const now = new Date('2026-11-23T12:00:00Z');
const quiet: MailFigures = { queued: 0, oldestQueuedAt: null, failedSince: 0, recentAttempts: [] };
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('mail health', () => {
  it('is disabled without SMTP, whatever the figures', () => {
    expect(judgeMailHealth({ ...quiet, queued: 3, oldestQueuedAt: minutesAgo(60) }, false, now)).toMatchObject({
      status: 'disabled',
      queued: 3,
      oldestQueuedSeconds: 3600,
    });
  });

  it('is up when nothing waits long and sending works', () => {
    expect(
      judgeMailHealth({ ...quiet, queued: 1, oldestQueuedAt: minutesAgo(10), recentAttempts: [{ failed: false, attempts: 1 }] }, true, now),
    ).toEqual({
      status: 'up',
      queued: 1,
      failedLast24h: 0,
      oldestQueuedSeconds: 600,
    });
  });

  it('is degraded when the oldest queued mail is more than 10 minutes old', () => {
    expect(judgeMailHealth({ ...quiet, queued: 1, oldestQueuedAt: minutesAgo(10.5) }, true, now).status).toBe('degraded');
  });

  it('is down when the last 5 attempts all failed, over one mail or several', () => {
    expect(judgeMailHealth({ ...quiet, recentAttempts: [{ failed: true, attempts: 5 }] }, true, now).status).toBe('down');
    const spread = [2, 1, 1, 1].map((attempts) => ({ failed: true, attempts }));
    expect(judgeMailHealth({ ...quiet, recentAttempts: spread }, true, now).status).toBe('down');
  });

  it('is not down when a success came after fewer than 5 failed attempts', () => {
    const recent = [
      { failed: true, attempts: 4 },
      { failed: false, attempts: 1 },
      { failed: true, attempts: 6 },
    ];
    expect(judgeMailHealth({ ...quiet, recentAttempts: recent }, true, now).status).toBe('up');
  });
});
