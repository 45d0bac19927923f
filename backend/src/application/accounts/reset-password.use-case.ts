import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { InvalidPasswordLinkError } from '../../domain/accounts/accounts.errors.js';
import { PasswordHasher, UserRepository } from '../../domain/identity/index.js';
import { PasswordRules } from '../identity/index.js';
import { PasswordToken } from '../../domain/accounts/password-token.js';
import { PasswordTokenRepository } from '../../domain/accounts/password-token.repository.js';

/** Sets a password through a reset or invitation link; the link, and every other link of the user, is then used up. */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly tokens: PasswordTokenRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwordRules: PasswordRules,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(secret: string, password: string): Promise<void> {
    await this.passwordRules.require('password', password);
    const passwordHash = await this.hasher.hash(password);
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const token = await this.tokens.lockByHash(PasswordToken.hash(secret));
      if (!token?.isUsable(now)) throw new InvalidPasswordLinkError();
      const user = await this.users.findById(token.userId);
      if (!user?.isActive) throw new InvalidPasswordLinkError();
      user.choosePassword(passwordHash);
      await this.users.save(user);
      await this.tokens.useAllOf(user.id, now);
      await this.auditLog.record({
        action: 'auth.password_reset',
        actorId: user.id,
        tenantId: user.tenantId,
        target: { type: 'user', id: user.id },
      });
    });
  }
}
