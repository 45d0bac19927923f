import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../platform/domain/actor.js';
import { UserNotFoundError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';
import { UserRepository } from '../domain/user.repository.js';
import { TenantRepository } from '../../tenancy/index.js';

@Injectable()
export class GetProfileQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
  ) {}

  /** The user with their organisation's name (printed on portion labels); null for a superadmin. */
  async execute(actor: Actor): Promise<{ user: User; tenantName: string | null }> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new UserNotFoundError();
    const { tenantId } = user.toState();
    const tenant = tenantId ? await this.tenants.findById(tenantId) : null;
    return { user, tenantName: tenant?.toState().name ?? null };
  }
}
