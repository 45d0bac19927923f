import { Injectable } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TooManyPasswordResetsError } from '../../domain/security/security.errors.js';
import { FORGOT_PASSWORD_PER_ADDRESS, FORGOT_PASSWORD_PER_IP } from '../../domain/security/throttle.js';
import { ThrottleStore } from '../../domain/security/throttle-store.js';
import { normalizeEmail } from '../../domain/identity/email.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import { PasswordLinks } from './password-links.js';

/**
 * Mails a reset link to an active user. It answers the same whether or not the address exists,
 * so the caller learns nothing. Every request counts against its address and its IP, whether or not the address exists.
 */
@Injectable()
export class ForgotPasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly unitOfWork: UnitOfWork,
    private readonly throttle: ThrottleStore,
    private readonly clock: Clock,
  ) {}

  async execute(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    const now = this.clock.now();
    for (const [key, policy] of [
      [`forgot-password-ip:${ip}`, FORGOT_PASSWORD_PER_IP],
      [`forgot-password-address:${address}`, FORGOT_PASSWORD_PER_ADDRESS],
    ] as const) {
      const decision = await this.throttle.take(key, policy, now);
      if (!decision.allowed) throw new TooManyPasswordResetsError(decision.retryAfterSeconds);
    }
    await this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(address);
      if (!user?.isActive) return;
      if (user.tenantId !== null && !(await this.tenants.findById(user.tenantId))?.isActive) return;
      await this.passwordLinks.mailReset(user);
    });
  }
}
