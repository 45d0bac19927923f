import { randomUUID } from 'node:crypto';
import { TEXT_MAX, optionalText } from './lead-fields.js';

/** The superadmin who made a change, with the name they had at that moment. */
export interface ChangedBy {
  userId: string;
  name: string;
}

/** One entry of a lead's status history. */
export interface StatusChange {
  id: string;
  from: string;
  to: string;
  note: string | null;
  changedBy: ChangedBy;
  changedAt: Date;
}

export function statusChange(from: string, to: string, note: string | null | undefined, by: ChangedBy, now: Date): StatusChange {
  return { id: randomUUID(), from, to, note: optionalText('note', note, TEXT_MAX), changedBy: by, changedAt: now };
}
