import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { normalizeEmail } from '../../domain/identity/email.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';
import { PasswordLinks } from './password-links.js';

/**
 * Mails a reset link to an active user. It answers the same whether or not the address exists,
 * so the caller learns nothing; rate limits per address and per IP sit in front of it.
 */
@Injectable()
export class ForgotPasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(normalizeEmail(email));
      if (!user?.isActive) return;
      if (user.tenantId !== null && !(await this.tenants.findById(user.tenantId))?.isActive) return;
      await this.passwordLinks.mailReset(user);
    });
  }
}
