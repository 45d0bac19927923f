import type { Actor } from '../../../platform/domain/actor.js';
import type { StatusChange, ChangedBy } from '../domain/status-change.js';
import type { UserRepository } from '../../identity/domain/user.repository.js';

/** A lead as the superadmin sees it: the record and its status history, oldest first. */
export interface LeadDetails<T> {
  lead: T;
  history: StatusChange[];
  /** For a partner application: the partner made when it was accepted. */
  partnerId?: string | null;
}

/** Who makes a change, with the name they have now, so that the history reads well later. */
export async function changedBy(users: UserRepository, actor: Actor): Promise<ChangedBy> {
  const state = (await users.findById(actor.userId))?.toState();
  return { userId: actor.userId, name: state ? `${state.firstName} ${state.lastName}` : actor.userId };
}
