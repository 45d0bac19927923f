import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UserNotFoundError } from '../../domain/identity/identity.errors.js';
import type { User, UserChanges } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

@Injectable()
export class UpdateUserUseCase {
  constructor(private readonly users: UserRepository) {}

  async execute(actor: Actor, tenantId: string, id: string, changes: UserChanges): Promise<User> {
    const user = await this.users.findInTenant(tenantId, id);
    if (!user) throw new UserNotFoundError();
    user.applyChanges(changes, actor);
    await this.users.save(user);
    return user;
  }
}
