import { Injectable } from '@nestjs/common';
import { UserRepository } from '../../domain/identity/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantRepository } from '../../domain/tenancy/index.js';
import { PasswordLinks } from './password-links.js';

/**
 * Handles one recorded forgot-password request, after the requester had their answer: an active user of an active
 * organisation gets a reset link; any other address gets nothing.
 */
@Injectable()
export class SendPasswordResetUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(address: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(address);
      if (!user?.isActive) return;
      if (user.tenantId !== null && !(await this.tenants.findById(user.tenantId))?.isActive) return;
      await this.passwordLinks.mailReset(user);
    });
  }
}
