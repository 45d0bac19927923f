import type { ListQuery, Page } from '../shared/list-query.js';

export const OUTBOUND_EMAIL_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

/** What a superadmin may see of a mail: metadata only, never the body, whose links carry login tokens. */
export interface OutboundEmailSummary {
  id: string;
  recipient: string;
  subject: string;
  kind: string;
  status: OutboundEmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The outbox's figures behind the health check. */
export interface MailFigures {
  queued: number;
  oldestQueuedAt: Date | null;
  failedSince: number;
  /** The most recently attempted mails, newest first: whether each one's last attempt failed, and its attempts. */
  recentAttempts: { failed: boolean; attempts: number }[];
}

/** Reads and operator actions on the mail outbox. */
export abstract class OutboundEmailLog {
  abstract list(query: ListQuery): Promise<Page<OutboundEmailSummary>>;
  /** Puts a failed mail back in the queue, due now; null when no failed mail has this id. */
  abstract requeueFailed(id: string, now: Date): Promise<OutboundEmailSummary | null>;
  abstract exists(id: string): Promise<boolean>;
  abstract figures(failedSince: Date): Promise<MailFigures>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const OUTBOUND_EMAIL_SORT_FIELDS = [
  'id',
  'recipient',
  'subject',
  'kind',
  'status',
  'attempts',
  'lastError',
  'createdAt',
  'sentAt',
] as const;
