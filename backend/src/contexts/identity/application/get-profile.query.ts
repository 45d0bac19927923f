import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../platform/domain/actor.js';
import { UserNotFoundError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';
import { UserRepository } from '../domain/user.repository.js';

@Injectable()
export class GetProfileQuery {
  constructor(private readonly users: UserRepository) {}

  async execute(actor: Actor): Promise<User> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new UserNotFoundError();
    return user;
  }
}
