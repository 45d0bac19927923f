/** How many notifications reached a tenant's users: mails (sent, or held as files in development) plus pushes. */
export abstract class NotificationStatsReader {
  /** Notifications delivered since the start of the current week (Monday 00:00, Amsterdam). */
  abstract deliveredThisWeek(tenantId: string, now: Date): Promise<number>;
}
