import type { StatusChange } from '../../domain/leads/status-change.js';

/** A lead as the superadmin sees it: the record and its status history, oldest first. */
export interface LeadDetails<T> {
  lead: T;
  history: StatusChange[];
  /** For a partner application: the partner made when it was accepted. */
  partnerId?: string | null;
}
