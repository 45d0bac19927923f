import { Injectable } from '@nestjs/common';
import { PrincipalResolver, type Principal, type TokenSubject } from '../../domain/shared/principal.js';
import type { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { TenantRepository } from '../../domain/tenancy/index.js';

/**
 * Turns a token's subject and token version into the current principal, or null once the user or their tenant
 * is gone or inactive, or the user's password changed after the token was issued. The one place where a token
 * is judged: HTTP requests and long-lived streams alike ask this.
 */
@Injectable()
export class ResolvePrincipalQuery implements PrincipalResolver {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
  ) {}

  async execute(userId: string, tokenVersion: number): Promise<Principal | null> {
    const user = await this.users.findById(userId);
    if (!user?.isActive || user.tokenVersion !== tokenVersion) return null;
    const tenantActive = user.tenantId === null || ((await this.tenants.findById(user.tenantId))?.isActive ?? false);
    return principalOf(user, tokenVersion, tenantActive);
  }

  /** The same judgment for many subjects at once, in two queries; the answers come in the subjects' order. */
  async executeMany(subjects: readonly TokenSubject[]): Promise<(Principal | null)[]> {
    const users = new Map((await this.users.findByIds([...new Set(subjects.map((s) => s.userId))])).map((u) => [u.id, u]));
    const tenantIds = [...new Set([...users.values()].flatMap((u) => (u.tenantId === null ? [] : [u.tenantId])))];
    const activeTenants = new Set((await this.tenants.findByIds(tenantIds)).filter((t) => t.isActive).map((t) => t.id));
    return subjects.map(({ userId, tokenVersion }) => {
      const user = users.get(userId);
      return user ? principalOf(user, tokenVersion, user.tenantId === null || activeTenants.has(user.tenantId)) : null;
    });
  }
}

function principalOf(user: User, tokenVersion: number, tenantActive: boolean): Principal | null {
  if (!user.isActive || user.tokenVersion !== tokenVersion || !tenantActive) return null;
  return { userId: user.id, role: user.role, tenantId: user.tenantId, mustChangePassword: user.mustChangePassword };
}
