import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { normalizeEmail } from '../../domain/shared/email.js';
import { InvalidCredentialsError } from '../../domain/identity/identity.errors.js';
import { PasswordHasher } from '../../domain/identity/password-hasher.js';
import { OrganisationSignInRequiredError, PasswordLoginPolicy } from '../../domain/identity/password-login-policy.js';
import { TokenIssuer } from '../../domain/identity/token-issuer.js';
import type { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantRepository } from '../../domain/tenancy/index.js';
import { LoginThrottle } from '../security/index.js';

@Injectable()
export class LoginUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly auditLog: AuditLog,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    private readonly passwordPolicy: PasswordLoginPolicy,
  ) {}

  /**
   * Every failure is the same error after the same work, so responses reveal nothing about which emails exist.
   * Throttled per submitted address and per client IP (see LoginThrottle).
   */
  async execute(email: string, password: string, ip: string): Promise<{ token: string; user: User; firstLogin: boolean }> {
    const address = normalizeEmail(email);
    const outcome = await this.throttle.guard(address, ip, this.clock.now(), () => this.attempt(address, password));
    // The right password of someone who must use the organisation's sign-in: no failed attempt, so no step toward the lock-out.
    if (outcome === 'organisation_sign_in_required') throw new OrganisationSignInRequiredError();
    return outcome;
  }

  private async attempt(
    address: string,
    password: string,
  ): Promise<{ token: string; user: User; firstLogin: boolean } | 'organisation_sign_in_required'> {
    const user = await this.users.findByEmail(address);
    const passwordMatches = await this.hasher.verify(password, user?.passwordHash ?? null);
    const tenantActive = user?.tenantId ? (await this.tenants.findById(user.tenantId))?.isActive === true : true;
    const target = user ? { type: 'user' as const, id: user.id } : undefined;
    if (!user || !passwordMatches || !user.isActive || !tenantActive) {
      await this.auditLog.record({ action: 'auth.login_failed', actorId: null, tenantId: user?.tenantId ?? null, target });
      throw new InvalidCredentialsError();
    }
    // Told only to someone who knows the password, so the refusal reveals nothing about who has an account.
    if (await this.passwordPolicy.requiresOrganisationSignIn(user)) return 'organisation_sign_in_required';
    await this.auditLog.record({ action: 'auth.login_succeeded', actorId: user.id, tenantId: user.tenantId, target });
    const firstLogin = user.recordLogin(this.clock.now());
    await this.users.save(user);
    return { token: await this.tokens.issue(user), user, firstLogin };
  }
}
