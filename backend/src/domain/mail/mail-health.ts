import type { MailFigures } from './outbound-email-log.js';

export type MailHealthStatus = 'up' | 'degraded' | 'down' | 'disabled';

export interface MailHealth {
  status: MailHealthStatus;
  queued: number;
  failedLast24h: number;
  oldestQueuedSeconds: number | null;
}

/** The oldest queued mail may wait this long before mail counts as degraded. */
export const DEGRADED_AFTER_SECONDS = 10 * 60;
/** This many failed attempts in a row, with no success in between, count as down. */
export const DOWN_AFTER_FAILED_ATTEMPTS = 5;

/**
 * disabled: no SMTP configured (mails are held). down: the last 5 attempts all failed.
 * degraded: the oldest queued mail waits more than 10 minutes. up: otherwise.
 */
export function judgeMailHealth(figures: MailFigures, smtpConfigured: boolean, now: Date): MailHealth {
  const oldestQueuedSeconds = figures.oldestQueuedAt
    ? Math.max(0, Math.floor((now.getTime() - figures.oldestQueuedAt.getTime()) / 1000))
    : null;
  const base = { queued: figures.queued, failedLast24h: figures.failedSince, oldestQueuedSeconds };
  if (!smtpConfigured) return { status: 'disabled', ...base };
  return { status: statusOf(figures, oldestQueuedSeconds), ...base };
}

function statusOf(figures: MailFigures, oldestQueuedSeconds: number | null): MailHealthStatus {
  // Every attempt of a mail whose last attempt failed has failed; a newer success ends the run.
  let failedInARow = 0;
  for (const mail of figures.recentAttempts) {
    if (!mail.failed) break;
    failedInARow += mail.attempts;
  }
  if (failedInARow >= DOWN_AFTER_FAILED_ATTEMPTS) return 'down';
  if (oldestQueuedSeconds !== null && oldestQueuedSeconds > DEGRADED_AFTER_SECONDS) return 'degraded';
  return 'up';
}
