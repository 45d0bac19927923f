import { Injectable } from '@nestjs/common';
import { PasswordLoginPolicy, UserRepository } from '../../domain/identity/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantRepository } from '../../domain/tenancy/index.js';
import { PasswordLinks } from './password-links.js';

/**
 * Handles one recorded forgot-password request, after the requester had their answer: an active user of an active
 * organisation gets a reset link; any other address gets nothing, and neither does a kitchen or staff account of an
 * organisation with "Alleen inloggen via de organisatie", whatever its address (the answer was the same 202 already).
 */
@Injectable()
export class SendPasswordResetUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly unitOfWork: UnitOfWork,
    private readonly passwordPolicy: PasswordLoginPolicy,
  ) {}

  execute(address: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(address);
      if (!user?.isActive) return;
      if (user.tenantId !== null && !(await this.tenants.findById(user.tenantId))?.isActive) return;
      if (await this.passwordPolicy.requiresOrganisationSignIn(user)) return;
      await this.passwordLinks.mailReset(user);
    });
  }
}
