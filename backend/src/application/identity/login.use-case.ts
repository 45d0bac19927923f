import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../domain/identity/email.js';
import { InvalidCredentialsError } from '../../domain/identity/identity.errors.js';
import { PasswordHasher } from '../../domain/identity/password-hasher.js';
import { TokenIssuer } from '../../domain/identity/token-issuer.js';
import type { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

@Injectable()
export class LoginUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  /** Every failure is the same error after the same work, so responses reveal nothing about which emails exist. */
  async execute(email: string, password: string): Promise<{ token: string; user: User; firstLogin: boolean }> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    const passwordMatches = await this.hasher.verify(password, user?.passwordHash ?? null);
    if (!user || !passwordMatches || !user.isActive) throw new InvalidCredentialsError();
    if (user.tenantId !== null) {
      const tenant = await this.tenants.findById(user.tenantId);
      if (!tenant?.isActive) throw new InvalidCredentialsError();
    }
    const firstLogin = user.recordLogin(this.clock.now());
    await this.users.save(user);
    return { token: await this.tokens.issue(user), user, firstLogin };
  }
}
