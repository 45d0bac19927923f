import type { StatusChange } from './status-change.js';

export type LeadKind = 'contact-request' | 'partner-application';

/** Status histories of both kinds of lead; erasing a lead erases its history with it. */
export abstract class LeadStatusHistory {
  abstract record(kind: LeadKind, leadId: string, change: StatusChange): Promise<void>;
  /** Oldest first. */
  abstract list(kind: LeadKind, leadId: string): Promise<StatusChange[]>;
}
