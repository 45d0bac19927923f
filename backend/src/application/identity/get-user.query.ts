import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../../domain/identity/identity.errors.js';
import type { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

@Injectable()
export class GetUserQuery {
  constructor(private readonly users: UserRepository) {}

  async execute(tenantId: string, id: string): Promise<User> {
    const user = await this.users.findInTenant(tenantId, id);
    if (!user) throw new UserNotFoundError();
    return user;
  }
}
