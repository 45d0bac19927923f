import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UserNotFoundError } from '../../domain/identity/identity.errors.js';
import type { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

@Injectable()
export class GetProfileQuery {
  constructor(private readonly users: UserRepository) {}

  /** The user with their organisation's name (printed on portion labels); null for a superadmin. */
  async execute(actor: Actor): Promise<{ user: User; tenantName: string | null }> {
    const found = await this.users.findWithTenantName(actor.userId);
    if (!found) throw new UserNotFoundError();
    return found;
  }
}
