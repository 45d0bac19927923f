import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

/** Turns a token's subject into the current actor, or null once the user or their tenant is gone or inactive. */
@Injectable()
export class ResolvePrincipalQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
  ) {}

  async execute(userId: string): Promise<Actor | null> {
    const user = await this.users.findById(userId);
    if (!user?.isActive) return null;
    if (user.tenantId !== null && !(await this.tenants.findById(user.tenantId))?.isActive) return null;
    return { userId: user.id, role: user.role, tenantId: user.tenantId };
  }
}
