import type { LeadKind } from './lead-received.js';
import type { StatusChange } from './status-change.js';

/** Status histories of both kinds of lead; erasing a lead erases its history with it. */
export abstract class LeadStatusHistory {
  abstract record(kind: LeadKind, leadId: string, change: StatusChange): Promise<void>;
  /** Oldest first. */
  abstract list(kind: LeadKind, leadId: string): Promise<StatusChange[]>;
}
