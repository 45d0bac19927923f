import { Injectable } from '@nestjs/common';
import { UserNotFoundError, UserRepository } from '../../domain/identity/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { PasswordLinks } from './password-links.js';

/**
 * The superadmin mails an active user of a tenant (a superadmin or partner login is not one) the same 60-minute
 * reset link as "forgot password": the user chooses the new password; the superadmin never sees or sets one.
 */
@Injectable()
export class SendUserPasswordResetUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const user = await this.users.findById(userId);
      if (!user?.isActive || user.tenantId === null) throw new UserNotFoundError();
      await this.passwordLinks.mailReset(user);
    });
  }
}
