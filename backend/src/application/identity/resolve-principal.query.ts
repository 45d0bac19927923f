import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

/** The authenticated caller, and whether they must replace a temporary password before anything else. */
export interface Principal extends Actor {
  mustChangePassword: boolean;
}

/**
 * Turns a token's subject and token version into the current principal, or null once the user or their tenant
 * is gone or inactive, or the user's password changed after the token was issued. The one place where a token
 * is judged: HTTP requests and long-lived streams alike ask this.
 */
@Injectable()
export class ResolvePrincipalQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
  ) {}

  async execute(userId: string, tokenVersion: number): Promise<Principal | null> {
    const user = await this.users.findById(userId);
    if (!user?.isActive || user.tokenVersion !== tokenVersion) return null;
    if (user.tenantId !== null && !(await this.tenants.findById(user.tenantId))?.isActive) return null;
    return { userId: user.id, role: user.role, tenantId: user.tenantId, mustChangePassword: user.mustChangePassword };
  }
}
