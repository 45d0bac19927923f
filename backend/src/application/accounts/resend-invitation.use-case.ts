import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { PasswordAlreadyChosenError } from '../../domain/accounts/accounts.errors.js';
import { UserNotFoundError, UserRepository } from '../../domain/identity/index.js';
import { PasswordLinks } from './password-links.js';

/** An admin mails a fresh invitation to an active user of their tenant who has not chosen a password yet. */
@Injectable()
export class ResendInvitationUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(tenantId: string, userId: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const user = await this.users.findInTenant(tenantId, userId);
      if (!user?.isActive) throw new UserNotFoundError();
      if (!user.awaitsOwnPassword) throw new PasswordAlreadyChosenError();
      await this.passwordLinks.mailInvitation(user);
    });
  }
}
