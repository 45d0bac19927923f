import type { Actor } from '../../domain/shared/actor.js';
import type { UserRepository } from '../../domain/identity/user.repository.js';

/** Who makes a change, with the name they have now, so that a history reads well later. */
export async function changedBy(users: UserRepository, actor: Actor): Promise<{ userId: string; name: string }> {
  const state = (await users.findById(actor.userId))?.toState();
  return { userId: actor.userId, name: state ? `${state.firstName} ${state.lastName}` : actor.userId };
}
