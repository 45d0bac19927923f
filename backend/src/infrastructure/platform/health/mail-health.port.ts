/** The state of outgoing mail as the health check reports it. */
export interface MailHealthReport {
  status: 'up' | 'degraded' | 'down' | 'disabled';
  queued: number;
  failedLast24h: number;
  oldestQueuedSeconds: number | null;
}

/** Port, bound by the mail context (global module): judges outgoing mail for the health check. */
export abstract class MailHealthProbe {
  abstract execute(smtpConfigured: boolean): Promise<MailHealthReport>;
}
